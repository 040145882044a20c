import { selectLead, useAppDispatch, useAppSelector } from '@yoga/shared';
import { mergeFestivalState, type FestivalState } from '@yoga/shared/domain';
import { useEffect, useRef } from 'react';
import { useFestivalsMergeProgressMutation } from '../api/progress-api';
import {
  claimVisitorFestival,
  readDeviceFestival,
  saveDeviceFestival,
} from '../model/festival-device';
import { festivalLoaded, festivalMerged, selectFestival } from '../model/festival-slice';
import { isWorthRetrying, retryDelayMs } from '../model/sync-retry';

/**
 * Keeps the festival store where it belongs: read from this device when the remote starts (or
 * someone signs in or out), saved to it on every change, and for a member also merged with the
 * server's copy, so their progress follows them to another phone. A save that fails (offline, a
 * server hiccup) is kept on the device and sent again later, when the phone is back online or
 * after a growing pause, whichever comes first. Renders nothing.
 */
export function FestivalSync() {
  const dispatch = useAppDispatch();
  const leadId = useAppSelector(selectLead)?.id ?? null;
  const festival = useAppSelector(selectFestival);
  const [merge] = useFestivalsMergeProgressMutation();
  // What was read for the current visitor or member: nothing is saved until the store holds it,
  // so the empty store of the first render never overwrites what the device kept.
  const loaded = useRef<{ leadId: number | null; state: FestivalState; ready: boolean } | null>(
    null,
  );
  // The last progress the server has (or is being sent); null when it must be sent again.
  const sent = useRef<string | null>(null);
  const latest = useRef(festival);
  const push = useRef<(state: FestivalState) => void>(() => undefined);

  useEffect(() => {
    latest.current = festival;
  }, [festival]);

  useEffect(() => {
    if (leadId === null) return;
    let failures = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let live = true;
    const sendLatest = () => {
      if (sent.current !== JSON.stringify(latest.current)) push.current(latest.current);
    };
    const backOnline = () => {
      failures = 0;
      sendLatest();
    };
    push.current = (state) => {
      const text = JSON.stringify(state);
      sent.current = text;
      clearTimeout(timer);
      merge(state)
        .unwrap()
        .then((kept) => {
          if (!live) return;
          failures = 0;
          sent.current = JSON.stringify(mergeFestivalState(state, kept));
          dispatch(festivalMerged(kept));
        })
        .catch((error: unknown) => {
          if (!live) return;
          if (sent.current === text) sent.current = null;
          // Refused for good (signed out, a bad save): the phone keeps it for the next visit.
          if (!isWorthRetrying(error)) return;
          clearTimeout(timer);
          timer = setTimeout(sendLatest, retryDelayMs(failures));
          failures += 1;
        });
    };
    window.addEventListener('online', backOnline);
    return () => {
      live = false;
      clearTimeout(timer);
      window.removeEventListener('online', backOnline);
      push.current = () => undefined;
    };
  }, [dispatch, leadId, merge]);

  useEffect(() => {
    const storage = window.localStorage;
    const mine =
      leadId === null ? readDeviceFestival(storage, null) : claimVisitorFestival(storage, leadId);
    loaded.current = { leadId, state: mine, ready: false };
    sent.current = null;
    dispatch(festivalLoaded(mine));
    if (leadId !== null) push.current(mine);
  }, [dispatch, leadId]);

  useEffect(() => {
    const current = loaded.current;
    if (!current || current.leadId !== leadId) return;
    if (!current.ready) {
      if (festival !== current.state) return;
      current.ready = true;
      return;
    }
    saveDeviceFestival(window.localStorage, leadId, festival);
    if (leadId !== null && sent.current !== JSON.stringify(festival)) push.current(festival);
  }, [festival, leadId]);

  return null;
}
