// Every unit test file: a part loaded after first paint (React.lazy) may still be importing when the
// file's last test ends; the worker closing under it would count as an unhandled error and fail the
// run with every test green. Wait for those imports before the file's environment is torn down.
import { afterAll, vi } from "vitest";

afterAll(() => vi.dynamicImportSettled());
