import { BadRequestException, Injectable } from '@nestjs/common';
import { Messages, type PortalAccess } from '@intermission/contracts';
import { NotFoundError, type SaveOutcome } from '@intermission/db';
import { PasswordHasher } from '../auth/password-hasher';
import { ModelStateException } from '../common/http/api-errors';
import { UsersRepository } from './users.repository';

/** Portal access (spec document 1 §3 and §7.1): the user name, password, role and whitelist flag of a staff user. */
@Injectable()
export class PortalAccessService {
  constructor(
    private readonly users: UsersRepository,
    private readonly hasher: PasswordHasher,
  ) {}

  /** Saves the portal access; the outcome of the versioned save and the message to answer. */
  async save(actorId: number, userId: number, body: PortalAccess): Promise<{ outcome: SaveOutcome; Message: string }> {
    const user = await this.users.find(userId);
    if (!user) throw new NotFoundError('The user');
    const roleId = body.UserRoleId ?? body.AccessLevelId;
    if (roleId && !(await this.users.roleExists(roleId))) throw new ModelStateException({ AccessLevelId: ['Not a role'] });
    if (await this.users.usernameTaken(body.Username, userId)) throw new ModelStateException({ Username: ['This username is taken'] });

    const current = user.AuthUser;
    const usernameChanged = !current || current.Username !== body.Username;
    const passwordGiven = !!body.Password;
    const roleChanged = !!roleId && current?.UserRole.Id !== roleId;
    const whitelistChanged = body.AutomaticallyWhitelist !== undefined && body.AutomaticallyWhitelist !== current?.AutomaticallyWhitelist;
    if (!usernameChanged && !passwordGiven && !roleChanged && !whitelistChanged) throw new BadRequestException({ Message: Messages.NothingEntered });
    if (!current && (!passwordGiven || !roleId))
      throw new ModelStateException({
        ...(!passwordGiven ? { Password: ['Password is required'] } : {}),
        ...(!roleId ? { AccessLevelId: ['Role is required'] } : {}),
      });

    const passwordHash = passwordGiven ? await this.hasher.hash(body.Password!) : undefined;
    const outcome = await this.users.setPortalAccess(
      actorId,
      userId,
      body.Version,
      { Username: body.Username, RoleId: roleId, AutomaticallyWhitelist: body.AutomaticallyWhitelist, Password: passwordGiven ? 'changed' : 'unchanged' },
      current
        ? {
            kind: 'update',
            authUserId: user.AuthUserId!,
            Username: body.Username,
            PasswordHash: passwordHash,
            RoleId: roleId,
            AutomaticallyWhitelist: body.AutomaticallyWhitelist,
          }
        : {
            kind: 'create',
            Username: body.Username,
            PasswordHash: passwordHash!,
            RoleId: roleId!,
            AutomaticallyWhitelist: body.AutomaticallyWhitelist ?? false,
          },
    );
    return { outcome, Message: passwordGiven && !usernameChanged ? Messages.PasswordSaved : Messages.UsernameSaved };
  }

  async remove(actorId: number, userId: number): Promise<SaveOutcome> {
    const user = await this.users.find(userId);
    if (!user) throw new NotFoundError('The user');
    if (!user.AuthUserId) return 'saved';
    return this.users.removePortalAccess(actorId, userId, user.Version);
  }
}
