import { useCallback, useEffect, useState } from 'react';
import { errorMessage } from '@/lib/api-client';
import { devicePushState, turnOffDevicePush, turnOnDevicePush, type DevicePushState } from '../utils/push-device';

/** This browser's push state, and turning it on (asks permission: call from a tap only) or off. */
export function useDevicePush() {
  const [state, setState] = useState<DevicePushState | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    void devicePushState().then((next) => live && setState(next));
    return () => {
      live = false;
    };
  }, []);

  /** Resolves to null when done, else the reason for the member. */
  const change = useCallback(async (on: boolean): Promise<string | null> => {
    setBusy(true);
    setError(null);
    try {
      await (on ? turnOnDevicePush() : turnOffDevicePush());
      return null;
    } catch (caught) {
      const message = errorMessage(caught);
      setError(message);
      return message;
    } finally {
      setState(await devicePushState());
      setBusy(false);
    }
  }, []);

  return { state, busy, error, change };
}
