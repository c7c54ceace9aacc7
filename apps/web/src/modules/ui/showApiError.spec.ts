import { Messages } from '@intermission/contracts';
import { ApiError } from '../api/ApiError';
import { notifyError } from './notify';
import { apiErrorText, isRefusal, showApiError, showFormApiError } from './showApiError';

jest.mock('./notify', () => ({ notifyError: jest.fn() }));
const toast = notifyError as jest.MockedFunction<typeof notifyError>;

const modelState = new ApiError(400, { Message: 'The request is invalid.', ModelState: { Name: ['Name is required'], Rate: ['Rate must be a number'] } });
const refused = new ApiError(400, { Message: 'The reset link is invalid or has expired.' });

describe('apiErrorText', () => {
  it('has the spec texts for a network failure and a 504, whatever the screen says', () => {
    expect(apiErrorText(new ApiError(0, null), 'Update Failed', { withDetail: true })).toBe(Messages.ConnectionError);
    expect(apiErrorText(new ApiError(504, { Message: 'x' }), 'The events could not be loaded.')).toBe(Messages.GatewayTimeout);
  });

  it('joins the model state with line breaks, after the failure text when the screen asks for the detail', () => {
    expect(apiErrorText(modelState, 'Update Failed')).toBe('Name is required\nRate must be a number');
    expect(apiErrorText(modelState, 'Update Failed', { withDetail: true })).toBe('Update Failed\nName is required\nRate must be a number');
  });

  it("shows the server's own message only on the statuses the screen names", () => {
    expect(apiErrorText(refused, 'Save Failed')).toBe('Save Failed');
    expect(apiErrorText(refused, 'Save Failed', { ownMessageOn: [400] })).toBe(refused.body!.Message);
    expect(apiErrorText(refused, Messages.SomethingWentWrong, { ownMessageOn: isRefusal, withDetail: true })).toBe(
      'Something went wrong.\nThe reset link is invalid or has expired.',
    );
    expect(apiErrorText(new ApiError(409, { Message: 'Conflict' }), 'Save Failed', { ownMessageOn: isRefusal })).toBe('Save Failed');
    expect(apiErrorText(new ApiError(500, { Message: 'Boom' }), 'Save Failed', { withDetail: true })).toBe('Save Failed');
  });

  it('is the failure text for a failure that is not a call', () => {
    expect(apiErrorText(new Error('boom'), 'The kits sold could not be loaded.')).toBe('The kits sold could not be loaded.');
  });
});

describe('showApiError', () => {
  beforeEach(() => toast.mockReset());

  it('puts the model state on the fields and in one toast', () => {
    const setFieldError = jest.fn();
    showApiError(modelState, undefined, setFieldError);
    expect(setFieldError.mock.calls).toEqual([
      ['Name', 'Name is required'],
      ['Rate', 'Rate must be a number'],
    ]);
    expect(toast).toHaveBeenCalledWith('Name is required\nRate must be a number');
  });

  it('takes its options as an object too, and the short form of ownMessageOn', () => {
    const setFieldError = jest.fn();
    showApiError(refused, 'Delete Failed', { setFieldError, ownMessageOn: [400] });
    showApiError(refused, 'Delete Failed', undefined, [400]);
    expect(toast.mock.calls).toEqual([[refused.body!.Message], [refused.body!.Message]]);
    expect(setFieldError).not.toHaveBeenCalled();
  });

  it('toasts the failure text and throws on what is not a call', () => {
    const bug = new Error('bug');
    expect(() => showApiError(bug, 'Save Failed')).toThrow(bug);
    expect(toast).toHaveBeenCalledWith('Save Failed');
  });
});

describe('showFormApiError', () => {
  beforeEach(() => toast.mockReset());

  it('shows model state on the form only, anything else in a toast', () => {
    const setFieldError = jest.fn();
    showFormApiError(modelState, setFieldError);
    expect(setFieldError).toHaveBeenCalledTimes(2);
    expect(toast).not.toHaveBeenCalled();
    showFormApiError(new ApiError(500, null), setFieldError, 'Update Failed');
    expect(toast).toHaveBeenCalledWith('Update Failed');
  });
});
