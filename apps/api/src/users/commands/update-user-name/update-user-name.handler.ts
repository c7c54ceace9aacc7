import { ForbiddenException } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { hasClaim, type User } from '@intermission/contracts';
import { ConcurrencyException, NotFoundApiException } from '../../../common/http/api-errors';
import { UsersRepository } from '../../users.repository';
import { UpdateUserNameCommand } from './update-user-name.command';

/** Basic info: the own name for anyone signed in; everything, for anyone, with Users FullAccess. Optimistic on Version. */
@CommandHandler(UpdateUserNameCommand)
export class UpdateUserNameHandler implements ICommandHandler<UpdateUserNameCommand> {
  constructor(private readonly users: UsersRepository) {}

  async execute({ body, actor }: UpdateUserNameCommand): Promise<User> {
    const full = hasClaim(actor.claims, 'Users', 'FullAccess');
    if (body.Id !== actor.userId && !full) throw new ForbiddenException({ Message: 'You do not have access to this.' });
    const saved = await this.users.updateBasic(actor.userId, body, full);
    const current = await this.users.find(body.Id);
    if (!current) throw new NotFoundApiException('The user');
    if (!saved) throw new ConcurrencyException(current);
    return current;
  }
}
