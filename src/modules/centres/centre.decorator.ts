import {
  createParamDecorator,
  Injectable,
  NotFoundException,
  type ArgumentMetadata,
  type ExecutionContext,
  type PipeTransform,
} from '@nestjs/common';
import type { Request } from 'express';
import type { CentreConfig } from '../../../config/centres.config';
import { CentresService } from './centres.service';

/** The error a route answers when the request's Host names no centre. */
export type UnknownCentreError = () => Error;

/** The centre of the request (CentresService.ofRequest, once per request), or the route's error when there is none. */
@Injectable()
export class CentreOfRequestPipe implements PipeTransform<Request, CentreConfig> {
  constructor(private readonly centres: CentresService) {}

  transform(req: Request, { data }: ArgumentMetadata): CentreConfig {
    const centre = this.centres.ofRequest(req);
    if (centre) return centre;
    throw typeof data === 'function' ? (data as UnknownCentreError)() : new NotFoundException();
  }
}

const RequestParam = createParamDecorator((_data: unknown, ctx: ExecutionContext) =>
  ctx.switchToHttp().getRequest<Request>(),
);

/**
 * The centre the request's Host names, as a route parameter: `@Centre() centre: CentreConfig`. A Host that
 * names no centre (production answers only its own domains) is a plain 404, or the error `whenUnknown` makes
 * (e.g. `@Centre(unknownCentre)` for 'CENTRE.NOT_FOUND'). The centre is resolved before the handler runs; the
 * controller's module imports CentresModule.
 */
export const Centre = (whenUnknown?: UnknownCentreError): ParameterDecorator =>
  RequestParam(whenUnknown, CentreOfRequestPipe);
