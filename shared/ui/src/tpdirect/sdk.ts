/**
 * TapPay's Fields SDK as the card forms use it (`window.TPDirect`: the dealer's subscription and
 * the booking's card guarantee), and its loader. The script comes from the URL
 * `GET /v2/subscription/gateway` names: TapPay's own, or the sandbox's stand-in served by the
 * API with the same surface, so one code path serves both.
 */

/** A field's state as TapPay reports it: 0 ok, 1 empty, 2 error, 3 typing. */
export type FieldStatus = 0 | 1 | 2 | 3;

export interface CardUpdate {
  canGetPrime: boolean;
  hasError: boolean;
  cardType: string;
  status: { number: FieldStatus; expiry: FieldStatus; ccv: FieldStatus };
}

export interface PrimeResult {
  status: number;
  msg: string;
  card?: { prime: string; bincode: string; lastfour: string; funding: number; type: number };
}

interface FieldConfig {
  element: HTMLElement | string;
  placeholder?: string;
}

export interface TPDirect {
  setupSDK(appId: number, appKey: string, serverType: 'sandbox' | 'production'): void;
  card: {
    setup(config: { fields: { number: FieldConfig; expirationDate: FieldConfig; ccv?: FieldConfig }; styles?: Record<string, Record<string, string>> }): void;
    onUpdate(callback: (update: CardUpdate) => void): void;
    getTappayFieldsStatus(): CardUpdate;
    getPrime(callback: (result: PrimeResult) => void): void;
  };
}

declare global {
  interface Window {
    TPDirect?: TPDirect;
  }
}

const loads = new Map<string, Promise<TPDirect>>();

/** Adds the script once per URL; a failed load is forgotten, so a retry adds it anew. */
export function loadTpDirect(url: string): Promise<TPDirect> {
  const known = loads.get(url);
  if (known) return known;
  const load = new Promise<TPDirect>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = url;
    script.async = true;
    script.onload = () => (window.TPDirect ? resolve(window.TPDirect) : reject(new Error('TPDirect missing')));
    script.onerror = () => {
      script.remove();
      reject(new Error(`could not load ${url}`));
    };
    document.head.appendChild(script);
  });
  loads.set(url, load);
  load.catch(() => loads.delete(url));
  return load;
}

/** getPrime as a promise: status 0 with the card's prime, or a non-zero status and msg. */
export function primeOf(sdk: TPDirect): Promise<PrimeResult> {
  return new Promise((resolve) => sdk.card.getPrime(resolve));
}
