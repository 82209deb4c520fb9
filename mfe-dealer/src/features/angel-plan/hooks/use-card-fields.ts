import { useCallback, useEffect, useRef, useState } from 'react';
import { usePaymentGateway } from '../api/get-payment-gateway';
import { loadTpDirect, primeOf, type CardUpdate, type TPDirect } from '../utils/tpdirect';

/** The SDK draws the text inside its fields: the site's font and colours, red when wrong. */
const FIELD_STYLES = {
  input: { color: '#262626', 'font-size': '16px' },
  ':focus': { color: '#262626' },
  '.valid': { color: '#237347' },
  '.invalid': { color: '#c62828' },
};

export const PLACEHOLDERS = { number: '**** **** **** ****', expiry: 'MM / YY', ccv: '後三碼' };

/** Why a prime was not made: the SDK's status and message. */
export class PrimeRefused extends Error {
  constructor(readonly status: number, message: string) {
    super(message);
    this.name = 'PrimeRefused';
  }
}

/**
 * The card fields of the gateway's SDK in the containers `refs` name: fetches the gateway's
 * settings, loads its script once, sets the fields up and follows their state. `prime()` turns
 * the card into a one-time prime in the browser; the card number never passes through here.
 */
export function useCardFields() {
  const number = useRef<HTMLDivElement>(null);
  const expiry = useRef<HTMLDivElement>(null);
  const ccv = useRef<HTMLDivElement>(null);
  const gateway = usePaymentGateway();
  const info = gateway.data;
  const [attempt, setAttempt] = useState(0);
  const [scriptFailed, setScriptFailed] = useState(false);
  const [update, setUpdate] = useState<CardUpdate | null>(null);
  const sdk = useRef<TPDirect | null>(null);
  const [ready, setReady] = useState(false);

  useEffect(() => {
    if (!info || !number.current || !expiry.current || !ccv.current) return undefined;
    let live = true;
    setScriptFailed(false);
    loadTpDirect(info.sdk_url).then(
      (tp) => {
        if (!live || !number.current || !expiry.current || !ccv.current) return;
        tp.setupSDK(info.app_id ?? 0, info.app_key ?? '', info.server_type);
        tp.card.setup({
          fields: {
            number: { element: number.current, placeholder: PLACEHOLDERS.number },
            expirationDate: { element: expiry.current, placeholder: PLACEHOLDERS.expiry },
            ccv: { element: ccv.current, placeholder: PLACEHOLDERS.ccv },
          },
          styles: FIELD_STYLES,
        });
        tp.card.onUpdate((next) => live && setUpdate(next));
        sdk.current = tp;
        setReady(true);
      },
      () => live && setScriptFailed(true),
    );
    return () => {
      live = false;
    };
  }, [info, attempt]);

  const retry = useCallback(() => {
    if (gateway.error) void gateway.mutate();
    else setAttempt((n) => n + 1);
  }, [gateway]);

  const prime = useCallback(async (): Promise<string> => {
    if (!sdk.current) throw new PrimeRefused(-1, 'not ready');
    const result = await primeOf(sdk.current);
    if (result.status !== 0 || !result.card?.prime) throw new PrimeRefused(result.status, result.msg);
    return result.card.prime;
  }, []);

  return {
    refs: { number, expiry, ccv },
    /** The settings or the script could not be loaded: show why and offer `retry`. */
    failed: Boolean(gateway.error) || scriptFailed,
    ready: ready && !scriptFailed,
    update,
    canGetPrime: ready && Boolean(update?.canGetPrime),
    retry,
    prime,
  };
}
