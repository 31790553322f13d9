import { configure } from '@testing-library/react';

// `findBy…` and `waitFor` wait up to 5 s: a screen's first lazy chunk can take more than the
// default second on a busy two-core machine (the whole suite runs in parallel workers).
configure({ asyncUtilTimeout: 5000 });
