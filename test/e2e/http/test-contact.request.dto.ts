import { Type } from 'class-transformer';
import {
  IsArray,
  IsEmail,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  Length,
  Min,
  ValidateNested,
} from 'class-validator';

export class TestAddressDto {
  @IsString({ message: 'Please enter a postcode' })
  @Length(4, 4, { message: 'Postcode must be 4 digits' })
  postcode!: string;
}

export class TestItemDto {
  @IsInt({ message: 'Quantity must be a whole number' })
  @Min(1, { message: 'Quantity must be at least 1' })
  quantity!: number;
}

/** A form-like DTO: flat fields, a nested object and an array of objects. */
export class TestContactRequestDto {
  @IsString({ message: 'Please enter your first name' })
  @IsNotEmpty({ message: 'Please enter your first name' })
  @Length(1, 255, { message: 'First name must be 255 characters or fewer' })
  first_name!: string;

  @IsEmail({}, { message: 'Please enter a valid email address' })
  email!: string;

  @IsOptional()
  @ValidateNested()
  @Type(() => TestAddressDto)
  address?: TestAddressDto;

  @IsOptional()
  @IsArray()
  @ValidateNested({ each: true })
  @Type(() => TestItemDto)
  items?: TestItemDto[];
}

export class TestSearchQueryDto {
  @IsString({ message: 'Please enter a search term' })
  query!: string;
}
