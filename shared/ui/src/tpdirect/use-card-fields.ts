import { useCallback, useEffect, useRef, useState } from 'react';
import { loadTpDirect, primeOf, type CardUpdate, type TPDirect } from './sdk';

/** The SDK draws the text inside its fields: the site's font and colours, red when wrong. */
const FIELD_STYLES = {
  input: { color: '#262626', 'font-size': '16px' },
  ':focus': { color: '#262626' },
  '.valid': { color: '#237347' },
  '.invalid': { color: '#c62828' },
};

export const PLACEHOLDERS = { number: '**** **** **** ****', expiry: 'MM / YY', ccv: '後三碼' };

/** GET /v2/subscription/gateway as the caller's SWR hook holds it (no data yet: nothing is loaded). */
export interface GatewaySettings {
  data?: { sdk_url: string; app_id?: number | null; app_key?: string | null; server_type: 'sandbox' | 'production' };
  error?: unknown;
  mutate: () => Promise<unknown>;
}

/**
 * The card fields of the gateway's SDK in the containers `refs` name: loads its script once the
 * gateway's settings are there, sets the fields up and follows their state. `prime()` turns the
 * card into the gateway's one-time prime in the browser; the card number never reaches the API.
 */
export function useCardFields(gateway: GatewaySettings) {
  const number = useRef<HTMLDivElement>(null);
  const expiry = useRef<HTMLDivElement>(null);
  const ccv = useRef<HTMLDivElement>(null);
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

  const failedSettings = Boolean(gateway.error);
  const { mutate } = gateway;
  const retry = useCallback(() => {
    if (failedSettings) void mutate();
    else setAttempt((n) => n + 1);
  }, [failedSettings, mutate]);

  /** The card's one-time prime, or the SDK's status and reason. */
  const prime = useCallback(async (): Promise<{ prime: string } | { error: string; status: number }> => {
    if (!sdk.current) return { error: '信用卡輸入欄位尚未載入完成', status: -1 };
    const result = await primeOf(sdk.current);
    if (result.status !== 0 || !result.card?.prime) return { error: result.msg || '請確認信用卡資料', status: result.status };
    return { prime: result.card.prime };
  }, []);

  return {
    refs: { number, expiry, ccv },
    /** The settings or the script could not be loaded: show why and offer `retry`. */
    failed: failedSettings || scriptFailed,
    ready: ready && !scriptFailed,
    update,
    canGetPrime: ready && Boolean(update?.canGetPrime),
    retry,
    prime,
  };
}

export type CardFieldsState = ReturnType<typeof useCardFields>;
