import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { Authenticated } from '../../../auth/access.decorator';
import { type CurrentUser, User } from '../../../auth/current-user';
import { IdParam } from '../../../common/http/zod-params.decorator';
import { GetUserQuery } from './get-user.query';

@ApiTags('users')
@Controller('users')
export class GetUserController {
  constructor(private readonly queries: QueryBus) {}

  @Get(':id')
  @Authenticated()
  get(@IdParam() id: number, @User() user: CurrentUser) {
    return this.queries.execute(new GetUserQuery(id, user));
  }
}
