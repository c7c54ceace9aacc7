import { ForbiddenException } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { hasClaim, type User } from '@intermission/contracts';
import { NotFoundApiException } from '../../../common/http/api-errors';
import { UsersRepository } from '../../users.repository';
import { GetUserQuery } from './get-user.query';

/** The own profile for anyone signed in; another user's with Users ReadOnly. */
@QueryHandler(GetUserQuery)
export class GetUserHandler implements IQueryHandler<GetUserQuery> {
  constructor(private readonly users: UsersRepository) {}

  async execute({ id, actor }: GetUserQuery): Promise<User> {
    if (id !== actor.userId && !hasClaim(actor.claims, 'Users', 'ReadOnly')) throw new ForbiddenException({ Message: 'You do not have access to this.' });
    const profile = await this.users.find(id);
    if (!profile) throw new NotFoundApiException('The user');
    return profile;
  }
}
