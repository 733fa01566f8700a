// Types of the jest-dom matchers that packages/ui/jest.setup.ts registers for every web test.
/// <reference types="@testing-library/jest-dom" />
