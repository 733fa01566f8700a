import { useEffect, useState } from 'react';
import { permissionsFor } from '@travel/contracts/events';
import { eventBus, type EventBus } from '@travel/event-bus';

/**
 * Whether the signed-in user may prepare offers for clients (`offersForClients`,
 * docs/product/roles.md), from the shell's `user:info` state event. False on the server and until
 * the browser knows the user, so a first paint never differs from its hydration; the server checks
 * the role again on the call.
 */
export function useMaySell(bus: EventBus = eventBus): boolean {
  const [maySell, setMaySell] = useState(false);
  useEffect(() => bus.on('user:info', (user) => setMaySell(permissionsFor(user).offersForClients)), [bus]);
  return maySell;
}
