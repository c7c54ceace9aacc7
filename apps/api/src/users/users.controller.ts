import {
  BadRequestException,
  Controller,
  Delete,
  ForbiddenException,
  Get,
  Param,
  ParseBoolPipe,
  Post,
  Put,
  Res,
  UploadedFile,
  UseInterceptors,
} from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import { ApiConsumes, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { z } from 'zod';
import {
  hasClaim,
  IdNameListSchema,
  PasswordChangedSchema,
  PasswordChangeSchema,
  PhoneTypes,
  PortalAccessSchema,
  UserAddressSaveSchema,
  UserBasicInfoSchema,
  UserCreateSchema,
  UserPhonesSaveSchema,
  UserPortalAccessSavedSchema,
  UserSchema,
  UserSearchQuerySchema,
  UserStateSchema,
  UserSummarySchema,
  type PasswordChange,
  type PortalAccess,
  type UserBasicInfo,
  type UserCreate,
} from '@intermission/contracts';
import { NotFoundError, type SaveOutcome } from '@intermission/domain';
import { Authenticated, RequireClaim } from '../auth/access.decorator';
import { type CurrentUser, User } from '../auth/current-user';
import { PasswordHasher } from '../auth/password-hasher';
import { ModelStateException } from '../common/http/api-errors';
import { sendList } from '../common/http/list-response';
import { savedRecord } from '../common/http/saved-record';
import { IdParam, ZodBody, ZodQuery } from '../common/http/zod-params.decorator';
import { FileResponse, ZodResponse } from '../common/http/zod-response.decorator';
import { PeopleAccess } from './people-access';
import { PortalAccessService } from './portal-access.service';
import { MaxPhotoBytes, UserPhotoService } from './user-photo.service';
import { type Upload, oneFile, sendStored, storedType } from '../files/file-store';
import { UsersRepository } from './users.repository';
import { UsersService } from './users.service';

/**
 * Staff users (spec document 3 §7 "Users"), master data: this controller, the repository, and
 * services where there is logic (own password, portal access, photos). Static paths come before `:id`.
 */
@ApiTags('users')
@Controller('users')
export class UsersController {
  constructor(
    private readonly users: UsersRepository,
    private readonly hasher: PasswordHasher,
    private readonly portal: PortalAccessService,
    private readonly photos: UserPhotoService,
    private readonly account: UsersService,
    private readonly people: PeopleAccess,
  ) {}

  @Get('_search')
  @RequireClaim('Users', 'ReadOnly')
  @ZodResponse(z.array(UserSummarySchema))
  async search(@ZodQuery(UserSearchQuerySchema) q: z.infer<typeof UserSearchQuerySchema>, @Res({ passthrough: true }) res: Response) {
    return sendList(res, await this.users.search(q.q, q.hasAccess, { skip: q.skip, take: q.take }));
  }

  @Get('jobTitles')
  @Authenticated()
  @ZodResponse(IdNameListSchema)
  jobTitles() {
    return this.users.jobTitles();
  }

  @Get('states')
  @Authenticated()
  @ZodResponse(z.array(UserStateSchema))
  states() {
    return this.users.states();
  }

  @Get('phoneTypes')
  @Authenticated()
  @ZodResponse(IdNameListSchema)
  phoneTypes() {
    return PhoneTypes;
  }

  /** The own profile for anyone signed in; another user's with Users ReadOnly. */
  @Get(':id')
  @Authenticated()
  @ZodResponse(UserSchema)
  async get(@IdParam() id: number, @User() actor: CurrentUser) {
    if (id !== actor.userId && !hasClaim(actor.claims, 'Users', 'ReadOnly')) throw new ForbiddenException({ Message: 'You do not have access to this.' });
    const user = await this.users.find(id);
    if (!user) throw new NotFoundError('The user');
    return user;
  }

  /** The own password; this session goes on with new tokens. */
  @Put('password')
  @Authenticated()
  @ZodResponse(PasswordChangedSchema)
  changePassword(@ZodBody(PasswordChangeSchema) body: PasswordChange, @User() actor: CurrentUser) {
    return this.account.changePassword(actor, body);
  }

  /** Basic info: the own name for anyone signed in; everything, for anyone, with Users FullAccess. */
  @Put()
  @Authenticated()
  @ZodResponse(UserSchema)
  async updateBasic(@ZodBody(UserBasicInfoSchema) body: UserBasicInfo, @User() actor: CurrentUser) {
    const full = hasClaim(actor.claims, 'Users', 'FullAccess');
    if (body.Id !== actor.userId && !full) throw new ForbiddenException({ Message: 'You do not have access to this.' });
    return this.saved(body.Id, await this.users.updateBasic(actor.userId, body, full));
  }

  @Post('Create')
  @RequireClaim('Users', 'FullAccess')
  @ZodResponse(UserSchema)
  async create(@ZodBody(UserCreateSchema) body: UserCreate, @User() actor: CurrentUser) {
    if (body.Email && (await this.users.emailTaken(body.Email))) throw new ModelStateException({ Email: ['This e-mail belongs to another user'] });
    if (body.Username && (await this.users.usernameTaken(body.Username))) throw new ModelStateException({ Username: ['This username is taken'] });
    const auth = body.Username
      ? {
          Username: body.Username,
          PasswordHash: await this.hasher.hash(body.Password!),
          RoleId: body.RoleId!,
          AutomaticallyWhitelist: body.AutomaticallyWhitelist,
        }
      : undefined;
    const id = await this.users.create(
      actor.userId,
      { FirstName: body.FirstName, LastName: body.LastName, Email: body.Email ?? null, JobTitleId: body.JobTitleId ?? null },
      auth,
    );
    return this.users.find(id);
  }

  @Put(':id/phones')
  @Authenticated()
  @ZodResponse(UserSchema)
  async phones(@IdParam() id: number, @ZodBody(UserPhonesSaveSchema) body: z.infer<typeof UserPhonesSaveSchema>, @User() actor: CurrentUser) {
    this.ownOrFull(id, actor);
    return this.saved(id, await this.users.setPhones(actor.userId, id, body.Version, body.UserPhones));
  }

  @Put(':id/address')
  @Authenticated()
  @ZodResponse(UserSchema)
  async address(@IdParam() id: number, @ZodBody(UserAddressSaveSchema) body: z.infer<typeof UserAddressSaveSchema>, @User() actor: CurrentUser) {
    this.ownOrFull(id, actor);
    return this.saved(id, await this.users.setAddress(actor.userId, id, body.Version, body.Address));
  }

  @Put(':id/hasAccess/:flag')
  @RequireClaim('Users', 'FullAccess')
  @ZodResponse(UserSchema)
  async hasAccess(@IdParam() id: number, @Param('flag', ParseBoolPipe) flag: boolean, @User() actor: CurrentUser) {
    if (id === actor.userId && !flag) throw new BadRequestException({ Message: 'You cannot take away your own access.' });
    return this.saved(id, await this.users.setHasAccess(actor.userId, id, flag));
  }

  @Put(':id/portalAccess')
  @RequireClaim('Users', 'FullAccess')
  @ZodResponse(UserPortalAccessSavedSchema)
  async savePortalAccess(@IdParam() id: number, @ZodBody(PortalAccessSchema) body: PortalAccess, @User() actor: CurrentUser) {
    const { outcome, Message } = await this.portal.save(actor.userId, id, body);
    return { Message, User: await this.saved(id, outcome) };
  }

  @Delete(':id/portalAccess')
  @RequireClaim('Users', 'FullAccess')
  @ZodResponse(UserSchema)
  async removePortalAccess(@IdParam() id: number, @User() actor: CurrentUser) {
    if (id === actor.userId) throw new BadRequestException({ Message: 'You cannot remove your own portal access.' });
    return this.saved(id, await this.portal.remove(actor.userId, id));
  }

  @Post(':id/pic')
  @Authenticated()
  @ZodResponse(UserSchema)
  @ApiConsumes('multipart/form-data')
  @UseInterceptors(FileInterceptor('file', oneFile(MaxPhotoBytes)))
  async uploadPhoto(@IdParam() id: number, @UploadedFile() file: Upload | undefined, @User() actor: CurrentUser) {
    this.ownOrFull(id, actor);
    if (!(await this.users.find(id))) throw new NotFoundError('The user');
    return this.saved(id, await this.photos.save(actor.userId, id, file));
  }

  @Delete(':id/pic')
  @Authenticated()
  @ZodResponse(UserSchema)
  async deletePhoto(@IdParam() id: number, @User() actor: CurrentUser) {
    this.ownOrFull(id, actor);
    if (!(await this.users.find(id))) throw new NotFoundError('The user');
    return this.saved(id, await this.photos.remove(actor.userId, id));
  }

  @Get(':id/pic')
  @Authenticated()
  @FileResponse('image/jpeg', 'image/png', 'image/webp', 'image/gif')
  async photo(@IdParam() id: number, @User() actor: CurrentUser, @Res() res: Response) {
    await this.people.assertMaySee(actor, id);
    return this.sendPhoto(id, 'image', res);
  }

  @Get(':id/pic/thumb')
  @Authenticated()
  @FileResponse('image/png')
  async thumbnail(@IdParam() id: number, @User() actor: CurrentUser, @Res() res: Response) {
    await this.people.assertMaySee(actor, id);
    return this.sendPhoto(id, 'thumb', res);
  }

  private async sendPhoto(id: number, which: 'image' | 'thumb', res: Response) {
    const file = await this.photos.file(id, which);
    if (!file) throw new NotFoundError('The photo');
    sendStored(res, file, storedType(file), { 'Cache-Control': 'private, max-age=60' });
  }

  private ownOrFull(id: number, actor: CurrentUser) {
    if (id !== actor.userId && !hasClaim(actor.claims, 'Users', 'FullAccess')) throw new ForbiddenException({ Message: 'You do not have access to this.' });
  }

  private saved(id: number, outcome: SaveOutcome) {
    return savedRecord(outcome, 'The user', () => this.users.find(id));
  }
}
