export const BROWSER_STORAGE_NOTE =
  'Your progress is saved only in this browser, on this device. It is never sent to us. Anyone who uses this browser can see it, so clear it when you are done on a shared computer.';
