import { create } from 'zustand';
import { storage } from '../util/local-storage.ts';
import { isValidPincode } from './pincode.ts';

const CITY_KEY = 'city';
const PINCODE_KEY = 'pincode';
const DISMISSED_KEY = 'locationDismissed';
const RECENT_KEY = 'recentCities';
const RECENT_LIMIT = 10;

const isStringList = (v: unknown): v is string[] => Array.isArray(v) && v.every((x) => typeof x === 'string');

type LocationState = {
  city: string | null;
  pincode: string | null;
  /** The visitor chose 'Skip for now'; the picker stays closed until the location is reset. */
  dismissed: boolean;
  recentCities: string[];
  modalOpen: boolean;
  setLocation: (city: string, pincode: string) => void;
  dismiss: () => void;
  reset: () => void;
  openModal: () => void;
  closeModal: () => void;
};

const storedPincode = storage.get(PINCODE_KEY);

export const useLocationStore = create<LocationState>()((set, get) => ({
  city: storage.get(CITY_KEY) || null,
  pincode: isValidPincode(storedPincode) ? storedPincode : null,
  dismissed: storage.get(DISMISSED_KEY) === 'true',
  recentCities: storage.getJson(RECENT_KEY, isStringList) ?? [],
  modalOpen: false,

  setLocation(city, pincode) {
    const recentCities = [city, ...get().recentCities.filter((c) => c.toLowerCase() !== city.toLowerCase())].slice(0, RECENT_LIMIT);
    storage.set(CITY_KEY, city);
    storage.set(PINCODE_KEY, pincode);
    storage.setJson(RECENT_KEY, recentCities);
    set({ city, pincode, recentCities });
  },
  dismiss() {
    storage.set(DISMISSED_KEY, 'true');
    set({ dismissed: true, modalOpen: false });
  },
  reset() {
    storage.remove(CITY_KEY);
    storage.remove(PINCODE_KEY);
    storage.remove(DISMISSED_KEY);
    set({ city: null, pincode: null, dismissed: false });
  },
  openModal: () => set({ modalOpen: true }),
  closeModal: () => set({ modalOpen: false }),
}));
