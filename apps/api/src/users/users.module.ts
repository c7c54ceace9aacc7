import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { ChangePasswordController } from './commands/change-password/change-password.controller';
import { ChangePasswordHandler } from './commands/change-password/change-password.handler';
import { UpdateUserNameController } from './commands/update-user-name/update-user-name.controller';
import { UpdateUserNameHandler } from './commands/update-user-name/update-user-name.handler';
import { GetUserController } from './queries/get-user/get-user.controller';
import { GetUserHandler } from './queries/get-user/get-user.handler';
import { PortalAccessService } from './portal-access.service';
import { UserPhotoService } from './user-photo.service';
import { UsersController } from './users.controller';
import { UsersRepository } from './users.repository';

// Controllers with fixed paths come before those with parameters: Express matches in order.
@Module({
  imports: [AuthModule],
  controllers: [ChangePasswordController, UpdateUserNameController, UsersController, GetUserController],
  providers: [UsersRepository, PortalAccessService, UserPhotoService, ChangePasswordHandler, UpdateUserNameHandler, GetUserHandler],
})
export class UsersModule {}
