/**
 * Checks of a `book` call's client data, intake answers and products, with SimplyBook's codes
 * (-32061/-32062/-32063 client, -32070 additional fields, -32602 anything else malformed).
 */
import { SEED_FIELDS, SEED_PRODUCTS, type SeedEvent, type SeedProduct } from './catalogue.seed';
import { invalidParams, RpcError } from './rpc-error';
import { isWireDate } from './schedule';

export interface ClientData {
  name: string;
  email: string;
  phone: string;
}

export function checkClient(raw: unknown): ClientData {
  if (typeof raw !== 'object' || raw === null) throw invalidParams('clientData');
  const data = raw as Record<string, unknown>;
  const name = typeof data.name === 'string' ? data.name.trim() : '';
  const email = typeof data.email === 'string' ? data.email.trim() : '';
  const phone = typeof data.phone === 'string' ? data.phone.trim() : '';
  if (name === '') throw new RpcError(-32061, 'Client name value is wrong');
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) throw new RpcError(-32062, 'Client email value is wrong');
  if (phone !== '' && !/^\+?[0-9 ()-]{6,20}$/.test(phone)) throw new RpcError(-32063, 'Client phone value is wrong');
  return { name, email, phone };
}

const present = (value: unknown): boolean => value !== undefined && value !== null && String(value).trim() !== '';

/** Required answers present, select answers among the values, digits and dates well formed. */
export function checkAdditional(event: SeedEvent, additional: Record<string, unknown>): void {
  for (const field of SEED_FIELDS[event.id] ?? []) {
    const value = additional[field.name];
    if (!present(value)) {
      if (field.required && field.visible !== false)
        throw new RpcError(-32070, `Additional field "${field.title}" is required`);
      continue;
    }
    const text = String(value).trim();
    const wrong =
      (field.type === 'select' && !(field.values ?? '').split(',').includes(text)) ||
      (field.type === 'digits' && !/^\d+$/.test(text)) ||
      (field.type === 'date' && !isWireDate(text));
    if (wrong) throw new RpcError(-32070, `Additional field "${field.title}" value is wrong`);
  }
}

export interface ChosenProduct {
  product: SeedProduct;
  qty: number;
}

/** additional.products [{ id, qty }]: active products offered with the service, up to their qty each */
export function checkProducts(event: SeedEvent, raw: unknown): ChosenProduct[] {
  if (raw === undefined || raw === null) return [];
  if (!Array.isArray(raw)) throw invalidParams('products');
  return raw.map((entry: unknown) => {
    const { id, qty } = (typeof entry === 'object' && entry !== null ? entry : {}) as { id?: unknown; qty?: unknown };
    const product = SEED_PRODUCTS.find((candidate) => String(candidate.id) === String(id));
    const link = product?.services.find((service) => service.serviceId === event.id);
    const count = Number(qty ?? 1);
    if (!product || !product.active || !link || link.qty < 1)
      throw invalidParams(`product ${String(id)} is not offered`);
    if (!Number.isInteger(count) || count < 1 || count > link.qty) throw invalidParams(`product ${String(id)} qty`);
    return { product, qty: count };
  });
}
