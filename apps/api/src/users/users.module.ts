import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { PortalAccessService } from './portal-access.service';
import { UserPhotoService } from './user-photo.service';
import { UsersController } from './users.controller';
import { PeopleAccess } from './people-access';
import { UsersRepository } from './users.repository';
import { UsersService } from './users.service';

@Module({
  imports: [AuthModule],
  controllers: [UsersController],
  providers: [UsersRepository, UsersService, PortalAccessService, UserPhotoService, PeopleAccess],
  exports: [PeopleAccess],
})
export class UsersModule {}
