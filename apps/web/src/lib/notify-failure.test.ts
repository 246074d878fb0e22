import { messages } from '@lending/domain';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { failureReason } from './notify-failure';

describe('failureReason: what a refused request tells the person', () => {
  it("gives the server's own words for a refusal (4xx)", () => {
    const error = new ApiError(409, {
      status_code: 409,
      message: 'Only a PDF document can be sent for signature',
    });
    expect(failureReason(error)).toBe('Only a PDF document can be sent for signature');
  });

  it('gives nothing for a server fault, a network failure or a body without words', () => {
    expect(
      failureReason(new ApiError(500, { status_code: 500, message: 'Internal Server Error' })),
    ).toBeNull();
    expect(failureReason(new TypeError('Failed to fetch'))).toBeNull();
    expect(
      failureReason(new ApiError(404, { status_code: 404, message: messages.defaultFailure })),
    ).toBeNull();
  });
});
