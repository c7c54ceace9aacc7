import { Query } from '@nestjs/cqrs';
import type { User } from '@intermission/contracts';
import type { CurrentUser } from '../../../auth/current-user';

export class GetUserQuery extends Query<User> {
  constructor(
    readonly id: number,
    readonly actor: CurrentUser,
  ) {
    super();
  }
}
