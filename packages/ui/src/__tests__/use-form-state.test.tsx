import { act, renderHook } from '@testing-library/react';
import { useFormState } from '../use-form-state';

describe('useFormState', () => {
  it('shows no error before the field is left or a submit fails', () => {
    const { result } = renderHook(() => useFormState());
    expect(result.current.attempt).toBe(0);
    expect(result.current.showsErrorOf('email')).toBe(false);
  });

  it('shows a left field’s error, and only that one', () => {
    const { result } = renderHook(() => useFormState());
    act(() => result.current.touch('email'));
    expect(result.current.showsErrorOf('email')).toBe(true);
    expect(result.current.showsErrorOf('name')).toBe(false);
  });

  it('shows every error after a failed submit and counts each failure', () => {
    const { result } = renderHook(() => useFormState());
    act(() => result.current.submitFailed());
    act(() => result.current.submitFailed());
    expect(result.current.attempt).toBe(2);
    expect(result.current.showsErrorOf('name')).toBe(true);
  });
});
