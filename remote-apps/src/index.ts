// The async boundary federation needs: shared modules are negotiated before any of them is imported.
void import('./bootstrap');
