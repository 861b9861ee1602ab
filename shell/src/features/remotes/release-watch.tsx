import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { refreshRemotes } from './remote-registry';

/**
 * Asks the server for the live releases at every navigation after the first page (which came
 * with them): a section released while this tab is open is loaded at its next navigation.
 */
export function ReleaseWatch() {
  const { key } = useLocation();
  const [firstKey] = useState(key);
  useEffect(() => {
    if (key !== firstKey) void refreshRemotes();
  }, [key, firstKey]);
  return null;
}
