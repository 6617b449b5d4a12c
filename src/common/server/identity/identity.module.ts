import { Global, Module } from '@nestjs/common';
import { IdentityKeys } from './identity-keys';

/** The server's keys for personal identifiers, for every module (docs/decisions/0011-lookups-and-identity.md). */
@Global()
@Module({ providers: [IdentityKeys], exports: [IdentityKeys] })
export class IdentityModule {}
