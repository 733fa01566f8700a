// Async boundary: the federation runtime negotiates shared singletons before any of them runs.
void import('./bootstrap');
