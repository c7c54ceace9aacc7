import { BadRequestException, Injectable } from '@nestjs/common';
import { sql } from 'kysely';
import { Messages, type PortalAccess } from '@intermission/contracts';
import type { Db } from '@intermission/db';
import { InjectDb } from '../database/database.module';
import { PasswordHasher } from '../auth/password-hasher';
import { ConcurrencyException, ModelStateException, NotFoundApiException } from '../common/http/api-errors';
import { UsersRepository } from './users.repository';

/** Portal access (spec document 1 §3 and §7.1): the user name, password, role and whitelist flag of a staff user. */
@Injectable()
export class PortalAccessService {
  constructor(
    @InjectDb() private readonly db: Db,
    private readonly users: UsersRepository,
    private readonly hasher: PasswordHasher,
  ) {}

  async save(actorId: number, userId: number, body: PortalAccess): Promise<{ Message: string }> {
    const user = await this.users.find(userId);
    if (!user) throw new NotFoundApiException('The user');
    const roleId = body.UserRoleId ?? body.AccessLevelId;
    if (roleId && !(await this.db.selectFrom('app.roles').select('Id').where('Id', '=', roleId).executeTakeFirst()))
      throw new ModelStateException({ AccessLevelId: ['Not a role'] });
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
    const saved = await this.users.versioned(
      actorId,
      userId,
      body.Version,
      'PortalAccess',
      { Username: body.Username, RoleId: roleId, AutomaticallyWhitelist: body.AutomaticallyWhitelist, Password: passwordGiven ? 'changed' : 'unchanged' },
      async (tx) => {
        if (!current) {
          await tx
            .insertInto('app.auth_users')
            .values({
              UserId: userId,
              Username: body.Username,
              PasswordHash: passwordHash!,
              RoleId: roleId!,
              AutomaticallyWhitelist: body.AutomaticallyWhitelist ?? false,
            })
            .execute();
          return;
        }
        await tx
          .updateTable('app.auth_users')
          .set({
            Username: body.Username,
            ...(passwordHash ? { PasswordHash: passwordHash, PasswordChangedAt: new Date() } : {}),
            ...(roleId ? { RoleId: roleId } : {}),
            ...(body.AutomaticallyWhitelist !== undefined ? { AutomaticallyWhitelist: body.AutomaticallyWhitelist } : {}),
            Version: sql`"Version" + 1`,
          })
          .where('UserId', '=', userId)
          .execute();
        // A new password ends the user's sessions; a new role applies on their next request (update-roles).
        if (passwordHash)
          await tx
            .updateTable('app.refresh_tokens')
            .set({ RevokedAt: new Date() })
            .where('RevokedAt', 'is', null)
            .where('AuthUserId', '=', user.AuthUserId!)
            .execute();
      },
    );
    if (!saved) throw new ConcurrencyException(await this.users.find(userId));
    return { Message: passwordGiven && !usernameChanged ? Messages.PasswordSaved : Messages.UsernameSaved };
  }

  async remove(actorId: number, userId: number): Promise<void> {
    const user = await this.users.find(userId);
    if (!user) throw new NotFoundApiException('The user');
    if (!user.AuthUserId) return;
    await this.users.versioned(actorId, userId, user.Version, 'RemovePortalAccess', {}, async (tx) => {
      await tx.deleteFrom('app.auth_users').where('UserId', '=', userId).execute();
    });
  }
}
