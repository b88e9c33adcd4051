import * as a11yAnnotations from '@storybook/addon-a11y/preview';
import { setProjectAnnotations } from '@storybook/react-vite';
import * as projectAnnotations from './preview';

// Stories run as tests with the same decorators, loaders and a11y rules as in Storybook.
setProjectAnnotations([a11yAnnotations, projectAnnotations]);
