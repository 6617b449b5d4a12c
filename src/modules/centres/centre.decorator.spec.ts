import { Controller, Get, INestApplication, Injectable, MiddlewareConsumer, Module, NestModule } from '@nestjs/common';
import { APP_FILTER, APP_PIPE } from '@nestjs/core';
import { Test } from '@nestjs/testing';
import type { NextFunction, Request, Response } from 'express';
import type { IncomingMessage } from 'node:http';
import pino from 'pino';
import request from 'supertest';
import type { CentreConfig } from '../../../config/centres.config';
import { loadConfiguration, type Configuration } from '../../../config/configuration';
import { APP_CONFIG } from '../../common/server/config/app-config.token';
import { AllExceptionsFilter } from '../../common/server/errors/all-exceptions.filter';
import { ROOT_LOGGER } from '../../common/server/logging/logger.tokens';
import { createValidationPipe } from '../../common/server/validation/create-validation-pipe';
import { Centre } from './centre.decorator';
import { unknownCentre } from './centres.errors';
import { CentresService } from './centres.service';

const TEST_CONFIG = loadConfiguration({ APP_MODE: 'test' });
const PRODUCTION_CONFIG: Configuration = { ...TEST_CONFIG, app: { ...TEST_CONFIG.app, mode: 'production' } };

const requestFor = (host: string | undefined): IncomingMessage => ({ headers: { host } }) as IncomingMessage;

/** How often the service matched a Host against the centres (its private forHost). */
function countLookups(centres: CentresService): jest.SpyInstance {
  return jest.spyOn(centres as unknown as { forHost: (host: string | undefined) => unknown }, 'forHost');
}

describe('CentresService.ofRequest', () => {
  it('should resolve the centre of a request once and keep it on that request', () => {
    const centres = new CentresService(TEST_CONFIG);
    const lookups = countLookups(centres);
    const req = requestFor('www.riverbend.example');
    expect(centres.ofRequest(req)?.slug).toBe('riverbend');
    req.headers.host = 'www.karriridge.example';
    expect(centres.ofRequest(req)?.slug).toBe('riverbend');
    expect(lookups).toHaveBeenCalledTimes(1);
    expect(centres.ofRequest(requestFor('www.karriridge.example'))?.slug).toBe('karri-ridge');
    expect(lookups).toHaveBeenCalledTimes(2);
  });

  it('should answer no centre for an unknown host in production, also resolved once', () => {
    const centres = new CentresService(PRODUCTION_CONFIG);
    const lookups = countLookups(centres);
    const req = requestFor('evil.example');
    expect(centres.ofRequest(req)).toBeUndefined();
    expect(centres.ofRequest(req)).toBeUndefined();
    expect(lookups).toHaveBeenCalledTimes(1);
  });
});

@Controller('api/test-centre')
class TestCentreController {
  @Get('plain')
  plain(@Centre() centre: CentreConfig): { slug: string } {
    return { slug: centre.slug };
  }

  @Get('domain-error')
  domainError(@Centre(unknownCentre) centre: CentreConfig): { slug: string } {
    return { slug: centre.slug };
  }
}

/** Stands for the page-cache middleware: asks for the request's centre before any route. */
@Injectable()
class AskingMiddleware {
  constructor(private readonly centres: CentresService) {}

  use(req: Request, _res: Response, next: NextFunction): void {
    this.centres.ofRequest(req);
    next();
  }
}

describe('@Centre()', () => {
  let app: INestApplication;
  let lookups: jest.SpyInstance;

  beforeAll(async () => {
    @Module({
      controllers: [TestCentreController],
      providers: [
        CentresService,
        { provide: APP_CONFIG, useValue: PRODUCTION_CONFIG },
        { provide: ROOT_LOGGER, useValue: pino({ enabled: false }) },
        { provide: APP_PIPE, useFactory: createValidationPipe },
        { provide: APP_FILTER, useClass: AllExceptionsFilter },
      ],
    })
    class TestCentreModule implements NestModule {
      configure(consumer: MiddlewareConsumer): void {
        consumer.apply(AskingMiddleware).forRoutes('*path');
      }
    }
    const moduleRef = await Test.createTestingModule({ imports: [TestCentreModule] }).compile();
    lookups = countLookups(moduleRef.get(CentresService));
    app = moduleRef.createNestApplication({ logger: false });
    await app.init();
  });

  afterAll(async () => {
    await app.close();
  });

  beforeEach(() => lookups.mockClear());

  const get = (path: string, host: string): request.Test =>
    request(app.getHttpServer()).get(`/api/test-centre/${path}`).set('host', host);

  it('should hand the route the centre the Host names, resolved once for the middleware and the route', async () => {
    const response = await get('plain', 'www.riverbend.example');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ slug: 'riverbend' });
    expect(lookups).toHaveBeenCalledTimes(1);
  });

  it('should answer a plain 404 for a Host that names no centre', async () => {
    const response = await get('plain', 'evil.example');
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ statusCode: 404, message: 'Not found', correlationId: expect.any(String) });
    expect(lookups).toHaveBeenCalledTimes(1);
  });

  it("should answer the route's own error for a Host that names no centre", async () => {
    const response = await get('domain-error', 'evil.example');
    expect(response.status).toBe(404);
    expect(response.body).toEqual({
      statusCode: 404,
      message: 'No centre answers at this address',
      code: 'CENTRE.NOT_FOUND',
      correlationId: expect.any(String),
    });
  });
});
