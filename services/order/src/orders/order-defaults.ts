import type { Order } from '@haat/contracts';

export const NO_RETURN_REQUEST: Order['returnRequest'] = {
  isRequested: false, status: null, reason: null, requestDate: null, sellerResponse: null, responseDate: null,
};
