import { Module } from '@nestjs/common';
import { CentresService } from './centres.service';

@Module({ providers: [CentresService], exports: [CentresService] })
export class CentresModule {}
