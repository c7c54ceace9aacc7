import { Injectable } from '@nestjs/common';
import { hash, verify } from '@node-rs/argon2';

// argon2id with OWASP's minimum (19 MiB, 2 passes); @node-rs/argon2 defaults to the id variant.
const options = { memoryCost: 19456, timeCost: 2, parallelism: 1 };

@Injectable()
export class PasswordHasher {
  private dummy?: Promise<string>;

  hash(password: string): Promise<string> {
    return hash(password, options);
  }

  verify(hashed: string, password: string): Promise<boolean> {
    return verify(hashed, password).catch(() => false);
  }

  /** Spend the same time when the user does not exist, so timing does not reveal user names. */
  async verifyNobody(password: string): Promise<false> {
    this.dummy ??= this.hash('not-a-real-password');
    await this.verify(await this.dummy, password);
    return false;
  }
}
