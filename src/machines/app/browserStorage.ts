// Signing out forgets everything this origin stored (the OIDC client's state, anything a screen
// kept), so the next person at a shared computer starts clean.
export function clearBrowserStorage(): void {
  try {
    window.localStorage.clear();
    window.sessionStorage.clear();
  } catch (error) {
    console.error('Could not clear browser storage during sign-out.', error);
  }
}
