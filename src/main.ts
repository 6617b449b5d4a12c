import 'reflect-metadata';
import { Controller, Get, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';

@Controller()
class HelloController {
  @Get('/x')
  hello(): string {
    return 'hi';
  }
}
@Module({ controllers: [HelloController] })
class AppModule {}

async function main(): Promise<void> {
  const app = await NestFactory.create(AppModule, { logger: false });
  await app.listen(3999);
  console.log('up');
  await app.close();
}
void main();
