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

/**
 * Keeps the festival store where it belongs: read from this device when the remote starts (or
 * someone signs in or out), saved to it on every change, and for a member also merged with the
 * server's copy, so their progress follows them to another phone. Renders nothing.
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
  const sent = useRef<string | null>(null);

  useEffect(() => {
    const storage = window.localStorage;
    const mine =
      leadId === null ? readDeviceFestival(storage, null) : claimVisitorFestival(storage, leadId);
    loaded.current = { leadId, state: mine, ready: false };
    dispatch(festivalLoaded(mine));
    if (leadId === null) return;
    void merge(mine)
      .unwrap()
      .then((kept) => {
        sent.current = JSON.stringify(mergeFestivalState(mine, kept));
        dispatch(festivalMerged(kept));
      })
      // Offline or refused: this device keeps it, and the next visit sends it again.
      .catch(() => undefined);
  }, [dispatch, leadId, merge]);

  useEffect(() => {
    const current = loaded.current;
    if (!current || current.leadId !== leadId) return;
    if (!current.ready) {
      if (festival !== current.state) return;
      current.ready = true;
      return;
    }
    saveDeviceFestival(window.localStorage, leadId, festival);
    const text = JSON.stringify(festival);
    if (leadId === null || sent.current === text) return;
    sent.current = text;
    void merge(festival);
  }, [festival, leadId, merge]);

  return null;
}
