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
import type { z } from 'zod';
import {
  hasClaim,
  PhoneTypes,
  PortalAccessSchema,
  UserAddressSaveSchema,
  UserCreateSchema,
  UserPhonesSaveSchema,
  UserSearchQuerySchema,
  type PortalAccess,
  type UserCreate,
} from '@intermission/contracts';
import { Authenticated, RequireClaim } from '../auth/access.decorator';
import { type CurrentUser, User } from '../auth/current-user';
import { PasswordHasher } from '../auth/password-hasher';
import { ConcurrencyException, ModelStateException, NotFoundApiException } from '../common/http/api-errors';
import { sendList } from '../common/http/list-response';
import { IdParam, ZodBody, ZodQuery } from '../common/http/zod-params.decorator';
import { PortalAccessService } from './portal-access.service';
import { MaxPhotoBytes, UserPhotoService } from './user-photo.service';
import { UsersRepository } from './users.repository';

/** Staff users (spec document 3 §7 "Users"): everything but the own profile's get, basic info and password. */
@ApiTags('users')
@Controller('users')
export class UsersController {
  constructor(
    private readonly users: UsersRepository,
    private readonly hasher: PasswordHasher,
    private readonly portal: PortalAccessService,
    private readonly photos: UserPhotoService,
  ) {}

  @Get('_search')
  @RequireClaim('Users', 'ReadOnly')
  async search(@ZodQuery(UserSearchQuerySchema) q: z.infer<typeof UserSearchQuerySchema>, @Res({ passthrough: true }) res: Response) {
    const { rows, total } = await this.users.search(q.q, q.hasAccess, q.skip, q.take);
    return sendList(res, rows, total);
  }

  @Get('jobTitles')
  @Authenticated()
  jobTitles() {
    return this.users.jobTitles();
  }

  @Get('states')
  @Authenticated()
  states() {
    return this.users.states();
  }

  @Get('phoneTypes')
  @Authenticated()
  phoneTypes() {
    return PhoneTypes;
  }

  @Post('Create')
  @RequireClaim('Users', 'FullAccess')
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
  async phones(@IdParam() id: number, @ZodBody(UserPhonesSaveSchema) body: z.infer<typeof UserPhonesSaveSchema>, @User() actor: CurrentUser) {
    this.ownOrFull(id, actor);
    return this.afterSave(id, await this.users.setPhones(actor.userId, id, body.Version, body.UserPhones));
  }

  @Put(':id/address')
  @Authenticated()
  async address(@IdParam() id: number, @ZodBody(UserAddressSaveSchema) body: z.infer<typeof UserAddressSaveSchema>, @User() actor: CurrentUser) {
    this.ownOrFull(id, actor);
    return this.afterSave(id, await this.users.setAddress(actor.userId, id, body.Version, body.Address));
  }

  @Put(':id/hasAccess/:flag')
  @RequireClaim('Users', 'FullAccess')
  async hasAccess(@IdParam() id: number, @Param('flag', ParseBoolPipe) flag: boolean, @User() actor: CurrentUser) {
    if (id === actor.userId && !flag) throw new BadRequestException({ Message: 'You cannot take away your own access.' });
    if (!(await this.users.setHasAccess(actor.userId, id, flag))) throw new NotFoundApiException('The user');
    return this.users.find(id);
  }

  @Put(':id/portalAccess')
  @RequireClaim('Users', 'FullAccess')
  async savePortalAccess(@IdParam() id: number, @ZodBody(PortalAccessSchema) body: PortalAccess, @User() actor: CurrentUser) {
    const { Message } = await this.portal.save(actor.userId, id, body);
    return { Message, User: await this.users.find(id) };
  }

  @Delete(':id/portalAccess')
  @RequireClaim('Users', 'FullAccess')
  async removePortalAccess(@IdParam() id: number, @User() actor: CurrentUser) {
    if (id === actor.userId) throw new BadRequestException({ Message: 'You cannot remove your own portal access.' });
    await this.portal.remove(actor.userId, id);
    return this.users.find(id);
  }

  @Post(':id/pic')
  @Authenticated()
  @ApiConsumes('multipart/form-data')
  @UseInterceptors(FileInterceptor('file', { limits: { fileSize: MaxPhotoBytes, files: 1 } }))
  async uploadPhoto(
    @IdParam() id: number,
    @UploadedFile() file: { buffer: Buffer; mimetype: string; originalname: string } | undefined,
    @User() actor: CurrentUser,
  ) {
    this.ownOrFull(id, actor);
    if (!(await this.users.find(id))) throw new NotFoundApiException('The user');
    await this.photos.save(actor.userId, id, file);
    return this.users.find(id);
  }

  @Delete(':id/pic')
  @Authenticated()
  async deletePhoto(@IdParam() id: number, @User() actor: CurrentUser) {
    this.ownOrFull(id, actor);
    await this.photos.remove(actor.userId, id);
    return this.users.find(id);
  }

  @Get(':id/pic')
  @Authenticated()
  photo(@IdParam() id: number, @Res() res: Response) {
    return this.sendPhoto(id, 'image', res);
  }

  @Get(':id/pic/thumb')
  @Authenticated()
  thumbnail(@IdParam() id: number, @Res() res: Response) {
    return this.sendPhoto(id, 'thumb', res);
  }

  private async sendPhoto(id: number, which: 'image' | 'thumb', res: Response) {
    const file = await this.photos.file(id, which);
    if (!file) throw new NotFoundApiException('The photo');
    res.setHeader('Cache-Control', 'private, max-age=60');
    // The data directory is .data/ by default: let send serve under a dot-directory.
    res.sendFile(file, { dotfiles: 'allow' });
  }

  private ownOrFull(id: number, actor: CurrentUser) {
    if (id !== actor.userId && !hasClaim(actor.claims, 'Users', 'FullAccess')) throw new ForbiddenException({ Message: 'You do not have access to this.' });
  }

  private async afterSave(id: number, saved: boolean) {
    const current = await this.users.find(id);
    if (!current) throw new NotFoundApiException('The user');
    if (!saved) throw new ConcurrencyException(current);
    return current;
  }
}
