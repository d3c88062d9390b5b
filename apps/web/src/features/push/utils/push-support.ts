/** Whether this browser can receive pushes (a service worker, the Push API and notifications). */
export function pushSupported(): boolean {
  return 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
}
