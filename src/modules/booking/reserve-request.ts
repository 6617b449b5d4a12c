/**
 * The reserve as the service reads it, once BookingReserveRequestDto has checked the body: the time with its
 * seconds, the email and answers trimmed, answers as text, only the products actually added.
 */
import { withSeconds } from '../../common/domain/time/time-of-day';
import type { BookingReserveRequestDto } from './booking-reserve.request.dto';

export interface ReserveInput {
  eventId: number;
  providerId: number;
  date: string;
  /** HH:mm:ss */
  time: string;
  email: string;
  adults?: number;
  children?: number;
  quantity?: number;
  /** by field key */
  answers: Record<string, string>;
  products: { id: number; qty: number }[];
  verification?: string;
}

export function reserveInputOf(request: BookingReserveRequestDto): ReserveInput {
  const answers = Object.fromEntries(
    Object.entries(request.answers ?? {}).map(([key, answer]) => [key, String(answer).trim()]),
  );
  return {
    eventId: request.event_id,
    providerId: request.provider_id,
    date: request.date,
    time: withSeconds(request.time),
    email: request.email.trim(),
    ...(request.adults !== undefined ? { adults: request.adults } : {}),
    ...(request.children !== undefined ? { children: request.children } : {}),
    ...(request.quantity !== undefined ? { quantity: request.quantity } : {}),
    answers,
    products: (request.products ?? []).filter((product) => product.qty > 0).map(({ id, qty }) => ({ id, qty })),
    ...(request.verification ? { verification: request.verification } : {}),
  };
}
