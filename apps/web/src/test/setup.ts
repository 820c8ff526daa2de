// Component tests render into jsdom; unmount after each test so one test's DOM never leaks into the next.
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => cleanup());
