import { describe, expect, it } from 'vitest';
import { emptyGrievanceForm, grievanceBody, grievanceFormError } from './grievance-form-state.ts';

const ORDER = '0b7f3c1e-2d4a-4e8b-9c6d-1a2b3c4d5e6f';
const STORE = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';
const filled = { ...emptyGrievanceForm('order'), orderId: ORDER, storeId: STORE, category: 'Item not delivered', description: '  Nothing came.  ' };

describe('grievanceFormError: the first thing missing, in the contract\'s words', () => {
  it('the subject\'s item, then the category, then the description', () => {
    expect(grievanceFormError({ ...filled, orderId: '' })).toBe('Please choose the order this is about');
    expect(grievanceFormError({ ...filled, subject: 'store', storeId: '' })).toBe('Please choose the store this is about');
    expect(grievanceFormError({ ...filled, category: '' })).toBe('Please choose what the complaint is about');
    expect(grievanceFormError({ ...filled, description: ' \n ' })).toBe('Please describe the problem');
    expect(grievanceFormError(filled)).toBeNull();
  });
  it('\'other\' needs no order or store', () => {
    expect(grievanceFormError({ ...filled, subject: 'other', orderId: '', storeId: '' })).toBeNull();
  });
});

describe('grievanceBody', () => {
  it('sends only the id its subject names, the description trimmed', () => {
    expect(grievanceBody(filled)).toEqual({ subject: 'order', orderId: ORDER, category: 'Item not delivered', description: 'Nothing came.' });
    expect(grievanceBody({ ...filled, subject: 'store' })).toEqual({ subject: 'store', storeId: STORE, category: 'Item not delivered', description: 'Nothing came.' });
    expect(grievanceBody({ ...filled, subject: 'other' })).toEqual({ subject: 'other', category: 'Item not delivered', description: 'Nothing came.' });
  });
});
