import { ForbiddenException, Injectable } from '@nestjs/common';
import { type ClaimTypeName, hasClaim } from '@intermission/contracts';
import type { CurrentUser } from '../auth/current-user';
import { UsersRepository } from './users.repository';

/**
 * Who may see a person's photo and POS user id: the person themself; anyone who reads people
 * (Users ReadOnly, or the route's other claim such as PosUsers ReadOnly); and a venue manager
 * (VenueManager ReadOnly) for the people of the venues they manage: its manager and backup
 * managers and its POS users (document 3 §6). Anyone else gets 403.
 */
@Injectable()
export class PeopleAccess {
  constructor(private readonly users: UsersRepository) {}

  async assertMaySee(actor: CurrentUser, userId: number, readers: ClaimTypeName[] = ['Users']): Promise<void> {
    if (userId === actor.userId || readers.some((c) => hasClaim(actor.claims, c, 'ReadOnly'))) return;
    if (hasClaim(actor.claims, 'VenueManager', 'ReadOnly') && (await this.users.isPersonOfManagedVenue(actor.userId, userId))) return;
    throw new ForbiddenException({ Message: 'You do not have access to this.' });
  }
}
