import { useCallback, useEffect, useRef, useState } from 'react';
import { loadTpDirect, primeOf, type CardUpdate, type TPDirect } from '@joy/ui/tpdirect';
import { usePaymentGateway } from '../api/get-payment-gateway';

const FIELD_STYLES = {
  input: { color: '#262626', 'font-size': '16px' },
  ':focus': { color: '#262626' },
  '.valid': { color: '#237347' },
  '.invalid': { color: '#c62828' },
};

export const PLACEHOLDERS = { number: '**** **** **** ****', expiry: 'MM / YY', ccv: '後三碼' };

/**
 * The guarantee's card fields (TapPay's SDK, or the sandbox's stand-in with the same surface, as
 * the dealer's card form does): loaded only when the booking needs a card; `prime()` turns the
 * card into TapPay's one-time prime in the browser — the card number never reaches the site's API.
 */
export function useCardFields(needed: boolean) {
  const number = useRef<HTMLDivElement>(null);
  const expiry = useRef<HTMLDivElement>(null);
  const ccv = useRef<HTMLDivElement>(null);
  const gateway = usePaymentGateway(needed);
  const info = gateway.data;
  const [attempt, setAttempt] = useState(0);
  const [scriptFailed, setScriptFailed] = useState(false);
  const [update, setUpdate] = useState<CardUpdate | null>(null);
  const sdk = useRef<TPDirect | null>(null);
  const [ready, setReady] = useState(false);

  useEffect(() => {
    if (!needed || !info || !number.current || !expiry.current || !ccv.current) return undefined;
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
  }, [needed, info, attempt]);

  const retry = useCallback(() => {
    if (gateway.error) void gateway.mutate();
    else setAttempt((n) => n + 1);
  }, [gateway]);

  /** The card's one-time prime, or null with the SDK's reason. */
  const prime = useCallback(async (): Promise<{ prime: string } | { error: string }> => {
    if (!sdk.current) return { error: '信用卡輸入欄位尚未載入完成' };
    const result = await primeOf(sdk.current);
    if (result.status !== 0 || !result.card?.prime) return { error: result.msg || '請確認信用卡資料' };
    return { prime: result.card.prime };
  }, []);

  return {
    refs: { number, expiry, ccv },
    failed: Boolean(gateway.error) || scriptFailed,
    ready: ready && !scriptFailed,
    update,
    canGetPrime: ready && Boolean(update?.canGetPrime),
    retry,
    prime,
  };
}

export type CardFieldsState = ReturnType<typeof useCardFields>;
