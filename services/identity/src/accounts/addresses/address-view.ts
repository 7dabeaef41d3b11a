import { notFound } from '@haat/server-kit';
import type { Address } from '@haat/contracts';
import type { AddressRow } from './address.table.ts';

/** The API's view of an address: the spec's shipping-address fields, so checkout can use it as is. */
export function toAddress(row: AddressRow): Address {
  return {
    id: row.id,
    _id: row.id,
    label: row.label,
    name: row.name,
    address: row.address,
    city: row.city,
    postalCode: row.postal_code,
    phone: row.phone,
    email: row.email,
    isDefault: row.is_default,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

/** Someone else's address (or none) reads as not found: the ids of other users' addresses say nothing. */
export const addressNotFound = () => notFound('Address not found');
