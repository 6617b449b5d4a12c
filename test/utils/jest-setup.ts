// Every test process renders React like the server does: without it each observer render leaves a MobX
// reaction timer behind that keeps Jest alive (TOOLCHAIN.md).
import 'reflect-metadata';
import { enableStaticRendering } from 'mobx-react-lite';

enableStaticRendering(true);
