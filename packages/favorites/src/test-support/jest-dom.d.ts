// The jest-dom matchers the shared jest setup registers (packages/ui/jest.setup.ts), typed for this remote's tests.
/// <reference types="@testing-library/jest-dom" />
