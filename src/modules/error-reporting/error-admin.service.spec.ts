import { NotFoundException } from '@nestjs/common';
import type { Configuration } from '../../../config/configuration';
import { CONSOLE_ONLY, ErrorAdminService } from './error-admin.service';

describe('ErrorAdminService', () => {
  it('should tell operators of an environment without a readable collector to use the service console', async () => {
    const config = { app: { mode: 'production', errorTrackingDsn: 'https://key@o1.ingest.example/42' } } as unknown as Configuration;
    const admin = new ErrorAdminService(config);
    await expect(admin.lastErrors(undefined, 10)).rejects.toThrow(NotFoundException);
    await expect(admin.lastErrors(undefined, 10)).rejects.toThrow(CONSOLE_ONLY);
  });
});
