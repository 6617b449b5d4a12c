import { fromItem, toItem } from './dynamo-ledger-item';
import type { SubmissionRecord } from './submission-ledger.port';

const RECORD: SubmissionRecord = {
  id: 'key-1',
  kind: 'contact',
  centre: 'riverbend',
  payload: { first_name: 'Jo', centre_key: 'k' },
  status: 'pending',
  attempts: 2,
  createdAt: '2026-03-01T01:00:00.000Z',
  nextAttemptAt: '2026-03-01T01:05:00.000Z',
  expiresAt: 1_780_000_000,
};

describe('ledger records as DynamoDB items', () => {
  it('should keep the payload as a JSON string and numbers as number attributes, leaving unset fields out', () => {
    const item = toItem(RECORD);
    expect(item.payload).toEqual({ S: '{"first_name":"Jo","centre_key":"k"}' });
    expect(item.attempts).toEqual({ N: '2' });
    expect(item.expiresAt).toEqual({ N: '1780000000' });
    expect(Object.keys(item)).not.toContain('deliveredAt');
  });

  it('should read back what it wrote, optional fields included', () => {
    const delivered: SubmissionRecord = {
      ...RECORD,
      status: 'delivered',
      deliveredAt: RECORD.nextAttemptAt,
      exportedAt: RECORD.nextAttemptAt,
      exportFile: 'leads.csv',
      requestId: 'competition-request-1',
    };
    expect(fromItem(toItem(RECORD))).toEqual(RECORD);
    expect(fromItem(toItem(delivered))).toEqual(delivered);
  });

  it('should refuse an item of an unknown kind or status', () => {
    expect(() => fromItem({ ...toItem(RECORD), kind: { S: 'lease' } })).toThrow('Unreadable ledger record key-1');
    expect(() => fromItem({ ...toItem(RECORD), status: { S: 'lost' } })).toThrow('Unreadable ledger record key-1');
  });
});
