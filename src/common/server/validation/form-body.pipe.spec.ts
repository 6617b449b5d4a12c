import { Body, Controller, INestApplication, Post } from '@nestjs/common';
import { APP_FILTER, APP_PIPE } from '@nestjs/core';
import { Test } from '@nestjs/testing';
import { IsOptional, IsString } from 'class-validator';
import pino from 'pino';
import request from 'supertest';
import { CONTACT_FORM } from '../../domain/forms/contact-form';
import { COMMERCIAL_LEASING_FORM, LEASING_FORM } from '../../domain/forms/leasing-forms';
import { SUBSCRIPTION_FORM } from '../../domain/forms/subscription-form';
import { AllExceptionsFilter } from '../errors/all-exceptions.filter';
import { ROOT_LOGGER } from '../logging/logger.tokens';
import { createValidationPipe } from './create-validation-pipe';
import { FormBodyPipe } from './form-body.pipe';
import type { FormSubmission } from './form-body.pipe';
import { IsFormField } from './form-field.decorator';

// 2026-12-31 13:30 UTC: New Year's Day in Melbourne, New Year's Eve in Perth
const NOW = new Date('2026-12-31T13:30:00Z');

class EnquiryDto {
  @IsFormField(SUBSCRIPTION_FORM.fields[0]!)
  first_name?: string;

  @IsFormField(SUBSCRIPTION_FORM.fields[4]!, { form: SUBSCRIPTION_FORM.fields })
  mobile?: string;

  @IsOptional()
  @IsString()
  country_code?: string;
}

@Controller('api/test-forms')
class TestFormsController {
  @Post('contact')
  contact(@Body(new FormBodyPipe(CONTACT_FORM)) body: FormSubmission): FormSubmission {
    return body;
  }

  @Post('leasing')
  leasing(@Body(new FormBodyPipe(LEASING_FORM)) body: FormSubmission): FormSubmission {
    return body;
  }

  @Post('commercial')
  commercial(@Body(new FormBodyPipe(COMMERCIAL_LEASING_FORM)) body: FormSubmission): FormSubmission {
    return body;
  }

  @Post('subscribe')
  subscribe(@Body(new FormBodyPipe(SUBSCRIPTION_FORM, { now: () => NOW })) body: FormSubmission): FormSubmission {
    return body;
  }

  @Post('dto')
  dto(@Body() body: EnquiryDto): EnquiryDto {
    return body;
  }
}

const CONTACT = {
  first_name: 'Jo',
  last_name: 'Citizen',
  email: 'jo@example.com',
  type: 'enquiry',
  comment: 'When does the car park open?',
};

describe('validating bodies with a form definition', () => {
  let app: INestApplication;

  beforeAll(async () => {
    const moduleRef = await Test.createTestingModule({
      controllers: [TestFormsController],
      providers: [
        { provide: ROOT_LOGGER, useValue: pino({ enabled: false }) },
        { provide: APP_PIPE, useFactory: createValidationPipe },
        { provide: APP_FILTER, useClass: AllExceptionsFilter },
      ],
    }).compile();
    app = moduleRef.createNestApplication({ logger: false });
    await app.init();
  });

  afterAll(async () => {
    await app.close();
  });

  const post = (path: string, body: unknown): request.Test =>
    request(app.getHttpServer())
      .post(`/api/test-forms/${path}`)
      .send(body as object);

  it('should pass a valid body on, sanitised and trimmed', async () => {
    const response = await post('contact', { ...CONTACT, first_name: ' Jo ', mobile: '0412 345 678' });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({ ...CONTACT, mobile: '0412345678' });
  });

  it("should answer 400 with every field's message in the spec's words", async () => {
    const response = await post('contact', { email: 'jo@example', mobile: '123', type: 'praise' });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      statusCode: 400,
      message: 'Validation failed',
      errors: {
        first_name: 'Please enter your first name',
        last_name: 'Please enter your last name',
        email: 'Please enter a valid email address',
        mobile: 'Please enter a mobile number',
        type: 'Please select a valid option',
        comment: 'Please enter a message',
      },
      correlationId: expect.any(String),
    });
  });

  it('should drop parameters that are not fields, so they never reach the ledger', async () => {
    const response = await post('contact', { ...CONTACT, hashedEmail: 'abc', isAdmin: true, timeToComplete: 31 });
    expect(response.status).toBe(201);
    expect(response.body).toEqual(CONTACT);
  });

  it("should keep the hidden type at the definition's value", async () => {
    const leasing = {
      first_name: 'Jo',
      last_name: 'Citizen',
      address: '1 Main St',
      email: 'jo@example.com',
      phone: '0398765432',
      trading_name: 'Jo Cafe',
    };
    const response = await post('leasing', { ...leasing, type: 'leasing-popup' });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({ type: 'leasing', ...leasing });
  });

  it('should keep the extra parameters of a definition and refuse them when they are not text', async () => {
    const lead = {
      firstName: 'Jo',
      lastName: 'Citizen',
      businessName: 'Jo Pty Ltd',
      email: 'jo@example.com',
      mobile: '0412345678',
    };
    const page = { storyblokPageUid: 'abc-123', formTitle: 'Office space', pageUrl: 'https://example.com/leasing' };
    expect((await post('commercial', { ...lead, ...page })).body).toEqual({ ...lead, ...page });
    const refused = await post('commercial', { ...lead, formTitle: { text: 'x' } });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual({ formTitle: 'Please enter a valid value' });
  });

  it('should refuse values of the wrong kind and bodies that are not objects', async () => {
    const wrong = await post('contact', { ...CONTACT, first_name: ['Jo'], comment: { text: 'hi' } });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors).toEqual({
      first_name: 'Please enter a valid value',
      comment: 'Please enter a valid value',
    });
    const list = await post('contact', [CONTACT]);
    expect(list.status).toBe(400);
    expect(list.body.errors).toEqual({ _root: 'Please enter a valid value' });
  });

  it('should check a mobile against the chosen dial code', async () => {
    const member = { first_name: 'Jo', email: 'jo@example.com', postcode: '3000', mobile: '+447911123456' };
    const australian = await post('subscribe', member);
    expect(australian.status).toBe(400);
    expect(australian.body.errors).toEqual({ mobile: 'Please enter a valid mobile number' });
    const british = await post('subscribe', { ...member, country_code: 'GB' });
    expect(british.status).toBe(201);
    expect(british.body).toEqual({ ...member, country_code: 'GB' });
  });

  it('should accept the birth year a centre anywhere already offers at New Year', async () => {
    const member = { first_name: 'Jo', email: 'jo@example.com', postcode: '3000' };
    expect((await post('subscribe', { ...member, birth_year: 2012, birth_month: '1' })).status).toBe(201);
    const tooYoung = await post('subscribe', { ...member, birth_year: '2013' });
    expect(tooYoung.body.errors).toEqual({ birth_year: 'Please select a valid option' });
  });

  it("should let a class-validator DTO use a field's rules and messages", async () => {
    expect((await post('dto', { first_name: 'Jo', mobile: '0412345678' })).status).toBe(201);
    const refused = await post('dto', { first_name: 'J', mobile: '+447911123456' });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual({
      first_name: 'First name should be at least 2 characters long',
      mobile: 'Please enter a valid mobile number',
    });
    const missing = await post('dto', { mobile: '+447911123456', country_code: 'GB' });
    expect(missing.body.errors).toEqual({ first_name: 'Please enter your first name' });
  });
});
