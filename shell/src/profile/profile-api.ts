import type { SessionUser } from '@haat/contracts';
import { replyData } from '@haat/contracts/reply-fields';
import { readAddresses, readPhoneStatusReply, readSessionUser, type PhoneStatus, type SavedAddress } from '@haat/contracts/user-reply';
import { api, readPhoneStatus, writePhoneStatus } from '@haat/web-kit';
import { addressBody, type AddressDraft } from '@haat/web-kit/forms';

/** The calls of the profile page (spec §7 'Users' and 'Verification'), one function each. */

export const profileKeys = {
  profile: ['users', 'profile'] as const,
  addresses: ['users', 'addresses'] as const,
  phoneStatus: ['verification', 'phone-status'] as const,
};

export type ProfileChanges = { name: string; phone: string; avatar: string | null; currentCity: string };

export async function fetchProfile(): Promise<SessionUser> {
  return readSessionUser(replyData(await api.get<unknown>('/users/profile')));
}

export async function saveProfile(changes: ProfileChanges): Promise<SessionUser> {
  return readSessionUser(replyData(await api.put<unknown>('/users/profile', changes, { retry: false })));
}

export async function fetchAddresses(): Promise<SavedAddress[]> {
  return readAddresses(await api.get('/users/addresses'));
}

/** Adds an address, or replaces the one with the draft's id. */
export async function saveAddress(draft: AddressDraft): Promise<void> {
  await api.put('/users/addresses', addressBody(draft), { retry: false });
}

export async function deleteAddress(id: string): Promise<void> {
  await api.delete(`/users/addresses/${encodeURIComponent(id)}`, { retry: false });
}

type PasswordChange = { currentPassword: string; newPassword: string; confirmPassword: string };

/** The reply carries a fresh token and user, like a login (older tokens stop working). */
export async function changePassword(change: PasswordChange): Promise<unknown> {
  return api.put('/users/me/password', change, { retry: false, checksPassword: true });
}

/**
 * The phone status: the local copy while it is under an hour old (spec §5), else the server's.
 * A failed load counts as not verified and is not remembered.
 */
export async function fetchPhoneStatus(userPhone: string | null): Promise<PhoneStatus> {
  const cached = readPhoneStatus();
  // A copy made for another number (the profile's phone changed) says nothing about this one.
  if (cached && cached.phone === userPhone) return { phone: cached.phone, phoneVerified: cached.verified, phoneVerifiedAt: null };
  try {
    const status = readPhoneStatusReply(await api.get('/verification/phone-status'));
    writePhoneStatus(status.phone, status.phoneVerified);
    return status;
  } catch {
    return { phone: null, phoneVerified: false, phoneVerifiedAt: null };
  }
}

/** Sends a code; answers how long until another may be asked for, when the server says. */
export async function sendOtp(phone: string): Promise<{ resendAfterSeconds: number | null }> {
  const reply = await api.post<{ data?: { resendAfterSeconds?: unknown } }>('/verification/send-otp', { phone }, { retry: false });
  const wait = reply?.data?.resendAfterSeconds;
  return { resendAfterSeconds: typeof wait === 'number' && wait > 0 ? wait : null };
}

/** Checks the code; answers the new phone status. */
export async function verifyOtp(phone: string, otp: string): Promise<PhoneStatus> {
  const status = readPhoneStatusReply(await api.post('/verification/verify-otp', { phone, otp }, { retry: false }));
  // A reply without the fields still means success: the number just verified is this one.
  return { phone: status.phone ?? phone, phoneVerified: true, phoneVerifiedAt: status.phoneVerifiedAt ?? new Date().toISOString() };
}

/** The largest photo the 'avatar' preset takes (contracts' imagePresets.avatar). */
export const AVATAR_MAX_MB = 2;

/** An upload the server took without saying where the photo is (the form says so in the language shown). */
export class NoPhotoUrlError extends Error {}

/** POST /images with the 'avatar' preset (any signed-in user; the server re-encodes to 400×400); resolves with the photo's URL. */
export async function uploadAvatar(file: File): Promise<string> {
  const form = new FormData();
  form.append('preset', 'avatar');
  form.append('image', file, file.name);
  const reply = await api.post<{ data?: { url?: unknown } }>('/images', form, { retry: false });
  const url = reply?.data?.url;
  if (typeof url !== 'string' || !url) throw new NoPhotoUrlError('The photo was uploaded but no address came back.'); // i18n-ignore: for the log; the form says profile.noPhotoUrl
  return url;
}
