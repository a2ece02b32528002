// Written by gen.py: loops that loop-split splits, their bounds and compared value unknown to it.
cuda_tile.module @kernels {
  entry @less_than_s_iv_left(%lo: tile<i8>, %hi: tile<i8>, %step: tile<i8>, %b: tile<i8>, %out: tile<ptr<i64>>) {
    %z = constant <i64: 0> : tile<i64>
    %k31 = constant <i64: 31> : tile<i64>
    %k1000 = constant <i64: 1000> : tile<i64>
    %r = for %i in (%lo to %hi, step %step) : tile<i8> iter_values(%acc = %z) -> (tile<i64>) {
      %p = cmpi less_than %i, %b, signed : tile<i8> -> tile<i1>
      %w = exti %i signed : tile<i8> -> tile<i64>
      %v = if %p -> (tile<i64>) {
        %t = addi %w, %k1000 : tile<i64>
        yield %t : tile<i64>
      } else {
        %t = subi %z, %w : tile<i64>
        yield %t : tile<i64>
      }
      %m = muli %acc, %k31 : tile<i64>
      %n = addi %m, %v : tile<i64>
      continue %n : tile<i64>
    }
    %t = store_ptr_tko weak %out, %r : tile<ptr<i64>>, tile<i64> -> token
    return
  }
  entry @less_than_s_iv_right(%lo: tile<i8>, %hi: tile<i8>, %step: tile<i8>, %b: tile<i8>, %out: tile<ptr<i64>>) {
    %z = constant <i64: 0> : tile<i64>
    %k31 = constant <i64: 31> : tile<i64>
    %k1000 = constant <i64: 1000> : tile<i64>
    %r = for %i in (%lo to %hi, step %step) : tile<i8> iter_values(%acc = %z) -> (tile<i64>) {
      %p = cmpi less_than %b, %i, signed : tile<i8> -> tile<i1>
      %w = exti %i signed : tile<i8> -> tile<i64>
      %v = if %p -> (tile<i64>) {
        %t = addi %w, %k1000 : tile<i64>
        yield %t : tile<i64>
      } else {
        %t = subi %z, %w : tile<i64>
        yield %t : tile<i64>
      }
      %m = muli %acc, %k31 : tile<i64>
      %n = addi %m, %v : tile<i64>
      continue %n : tile<i64>
    }
    %t = store_ptr_tko weak %out, %r : tile<ptr<i64>>, tile<i64> -> token
    return
  }
  entry @less_than_u_iv_left(%lo: tile<i8>, %hi: tile<i8>, %step: tile<i8>, %b: tile<i8>, %out: tile<ptr<i64>>) {
    %z = constant <i64: 0> : tile<i64>
    %k31 = constant <i64: 31> : tile<i64>
    %k1000 = constant <i64: 1000> : tile<i64>
    %r = for unsigned %i in (%lo to %hi, step %step) : tile<i8> iter_values(%acc = %z) -> (tile<i64>) {
      %p = cmpi less_than %i, %b, unsigned : tile<i8> -> tile<i1>
      %w = exti %i unsigned : tile<i8> -> tile<i64>
      %v = if %p -> (tile<i64>) {
        %t = addi %w, %k1000 : tile<i64>
        yield %t : tile<i64>
      } else {
        %t = subi %z, %w : tile<i64>
        yield %t : tile<i64>
      }
      %m = muli %acc, %k31 : tile<i64>
      %n = addi %m, %v : tile<i64>
      continue %n : tile<i64>
    }
    %t = store_ptr_tko weak %out, %r : tile<ptr<i64>>, tile<i64> -> token
    return
  }
  entry @less_than_u_iv_right(%lo: tile<i8>, %hi: tile<i8>, %step: tile<i8>, %b: tile<i8>, %out: tile<ptr<i64>>) {
    %z = constant <i64: 0> : tile<i64>
    %k31 = constant <i64: 31> : tile<i64>
    %k1000 = constant <i64: 1000> : tile<i64>
    %r = for unsigned %i in (%lo to %hi, step %step) : tile<i8> iter_values(%acc = %z) -> (tile<i64>) {
      %p = cmpi less_than %b, %i, unsigned : tile<i8> -> tile<i1>
      %w = exti %i unsigned : tile<i8> -> tile<i64>
      %v = if %p -> (tile<i64>) {
        %t = addi %w, %k1000 : tile<i64>
        yield %t : tile<i64>
      } else {
        %t = subi %z, %w : tile<i64>
        yield %t : tile<i64>
      }
      %m = muli %acc, %k31 : tile<i64>
      %n = addi %m, %v : tile<i64>
      continue %n : tile<i64>
    }
    %t = store_ptr_tko weak %out, %r : tile<ptr<i64>>, tile<i64> -> token
    return
  }
  entry @less_than_or_equal_s_iv_left(%lo: tile<i8>, %hi: tile<i8>, %step: tile<i8>, %b: tile<i8>, %out: tile<ptr<i64>>) {
    %z = constant <i64: 0> : tile<i64>
    %k31 = constant <i64: 31> : tile<i64>
    %k1000 = constant <i64: 1000> : tile<i64>
    %r = for %i in (%lo to %hi, step %step) : tile<i8> iter_values(%acc = %z) -> (tile<i64>) {
      %p = cmpi less_than_or_equal %i, %b, signed : tile<i8> -> tile<i1>
      %w = exti %i signed : tile<i8> -> tile<i64>
      %v = if %p -> (tile<i64>) {
        %t = addi %w, %k1000 : tile<i64>
        yield %t : tile<i64>
      } else {
        %t = subi %z, %w : tile<i64>
        yield %t : tile<i64>
      }
      %m = muli %acc, %k31 : tile<i64>
      %n = addi %m, %v : tile<i64>
      continue %n : tile<i64>
    }
    %t = store_ptr_tko weak %out, %r : tile<ptr<i64>>, tile<i64> -> token
    return
  }
  entry @less_than_or_equal_s_iv_right(%lo: tile<i8>, %hi: tile<i8>, %step: tile<i8>, %b: tile<i8>, %out: tile<ptr<i64>>) {
    %z = constant <i64: 0> : tile<i64>
    %k31 = constant <i64: 31> : tile<i64>
    %k1000 = constant <i64: 1000> : tile<i64>
    %r = for %i in (%lo to %hi, step %step) : tile<i8> iter_values(%acc = %z) -> (tile<i64>) {
      %p = cmpi less_than_or_equal %b, %i, signed : tile<i8> -> tile<i1>
      %w = exti %i signed : tile<i8> -> tile<i64>
      %v = if %p -> (tile<i64>) {
        %t = addi %w, %k1000 : tile<i64>
        yield %t : tile<i64>
      } else {
        %t = subi %z, %w : tile<i64>
        yield %t : tile<i64>
      }
      %m = muli %acc, %k31 : tile<i64>
      %n = addi %m, %v : tile<i64>
      continue %n : tile<i64>
    }
    %t = store_ptr_tko weak %out, %r : tile<ptr<i64>>, tile<i64> -> token
    return
  }
  entry @less_than_or_equal_u_iv_left(%lo: tile<i8>, %hi: tile<i8>, %step: tile<i8>, %b: tile<i8>, %out: tile<ptr<i64>>) {
    %z = constant <i64: 0> : tile<i64>
    %k31 = constant <i64: 31> : tile<i64>
    %k1000 = constant <i64: 1000> : tile<i64>
    %r = for unsigned %i in (%lo to %hi, step %step) : tile<i8> iter_values(%acc = %z) -> (tile<i64>) {
      %p = cmpi less_than_or_equal %i, %b, unsigned : tile<i8> -> tile<i1>
      %w = exti %i unsigned : tile<i8> -> tile<i64>
      %v = if %p -> (tile<i64>) {
        %t = addi %w, %k1000 : tile<i64>
        yield %t : tile<i64>
      } else {
        %t = subi %z, %w : tile<i64>
        yield %t : tile<i64>
      }
      %m = muli %acc, %k31 : tile<i64>
      %n = addi %m, %v : tile<i64>
      continue %n : tile<i64>
    }
    %t = store_ptr_tko weak %out, %r : tile<ptr<i64>>, tile<i64> -> token
    return
  }
  entry @less_than_or_equal_u_iv_right(%lo: tile<i8>, %hi: tile<i8>, %step: tile<i8>, %b: tile<i8>, %out: tile<ptr<i64>>) {
    %z = constant <i64: 0> : tile<i64>
    %k31 = constant <i64: 31> : tile<i64>
    %k1000 = constant <i64: 1000> : tile<i64>
    %r = for unsigned %i in (%lo to %hi, step %step) : tile<i8> iter_values(%acc = %z) -> (tile<i64>) {
      %p = cmpi less_than_or_equal %b, %i, unsigned : tile<i8> -> tile<i1>
      %w = exti %i unsigned : tile<i8> -> tile<i64>
      %v = if %p -> (tile<i64>) {
        %t = addi %w, %k1000 : tile<i64>
        yield %t : tile<i64>
      } else {
        %t = subi %z, %w : tile<i64>
        yield %t : tile<i64>
      }
      %m = muli %acc, %k31 : tile<i64>
      %n = addi %m, %v : tile<i64>
      continue %n : tile<i64>
    }
    %t = store_ptr_tko weak %out, %r : tile<ptr<i64>>, tile<i64> -> token
    return
  }
  entry @greater_than_s_iv_left(%lo: tile<i8>, %hi: tile<i8>, %step: tile<i8>, %b: tile<i8>, %out: tile<ptr<i64>>) {
    %z = constant <i64: 0> : tile<i64>
    %k31 = constant <i64: 31> : tile<i64>
    %k1000 = constant <i64: 1000> : tile<i64>
    %r = for %i in (%lo to %hi, step %step) : tile<i8> iter_values(%acc = %z) -> (tile<i64>) {
      %p = cmpi greater_than %i, %b, signed : tile<i8> -> tile<i1>
      %w = exti %i signed : tile<i8> -> tile<i64>
      %v = if %p -> (tile<i64>) {
        %t = addi %w, %k1000 : tile<i64>
        yield %t : tile<i64>
      } else {
        %t = subi %z, %w : tile<i64>
        yield %t : tile<i64>
      }
      %m = muli %acc, %k31 : tile<i64>
      %n = addi %m, %v : tile<i64>
      continue %n : tile<i64>
    }
    %t = store_ptr_tko weak %out, %r : tile<ptr<i64>>, tile<i64> -> token
    return
  }
  entry @greater_than_s_iv_right(%lo: tile<i8>, %hi: tile<i8>, %step: tile<i8>, %b: tile<i8>, %out: tile<ptr<i64>>) {
    %z = constant <i64: 0> : tile<i64>
    %k31 = constant <i64: 31> : tile<i64>
    %k1000 = constant <i64: 1000> : tile<i64>
    %r = for %i in (%lo to %hi, step %step) : tile<i8> iter_values(%acc = %z) -> (tile<i64>) {
      %p = cmpi greater_than %b, %i, signed : tile<i8> -> tile<i1>
      %w = exti %i signed : tile<i8> -> tile<i64>
      %v = if %p -> (tile<i64>) {
        %t = addi %w, %k1000 : tile<i64>
        yield %t : tile<i64>
      } else {
        %t = subi %z, %w : tile<i64>
        yield %t : tile<i64>
      }
      %m = muli %acc, %k31 : tile<i64>
      %n = addi %m, %v : tile<i64>
      continue %n : tile<i64>
    }
    %t = store_ptr_tko weak %out, %r : tile<ptr<i64>>, tile<i64> -> token
    return
  }
  entry @greater_than_u_iv_left(%lo: tile<i8>, %hi: tile<i8>, %step: tile<i8>, %b: tile<i8>, %out: tile<ptr<i64>>) {
    %z = constant <i64: 0> : tile<i64>
    %k31 = constant <i64: 31> : tile<i64>
    %k1000 = constant <i64: 1000> : tile<i64>
    %r = for unsigned %i in (%lo to %hi, step %step) : tile<i8> iter_values(%acc = %z) -> (tile<i64>) {
      %p = cmpi greater_than %i, %b, unsigned : tile<i8> -> tile<i1>
      %w = exti %i unsigned : tile<i8> -> tile<i64>
      %v = if %p -> (tile<i64>) {
        %t = addi %w, %k1000 : tile<i64>
        yield %t : tile<i64>
      } else {
        %t = subi %z, %w : tile<i64>
        yield %t : tile<i64>
      }
      %m = muli %acc, %k31 : tile<i64>
      %n = addi %m, %v : tile<i64>
      continue %n : tile<i64>
    }
    %t = store_ptr_tko weak %out, %r : tile<ptr<i64>>, tile<i64> -> token
    return
  }
  entry @greater_than_u_iv_right(%lo: tile<i8>, %hi: tile<i8>, %step: tile<i8>, %b: tile<i8>, %out: tile<ptr<i64>>) {
    %z = constant <i64: 0> : tile<i64>
    %k31 = constant <i64: 31> : tile<i64>
    %k1000 = constant <i64: 1000> : tile<i64>
    %r = for unsigned %i in (%lo to %hi, step %step) : tile<i8> iter_values(%acc = %z) -> (tile<i64>) {
      %p = cmpi greater_than %b, %i, unsigned : tile<i8> -> tile<i1>
      %w = exti %i unsigned : tile<i8> -> tile<i64>
      %v = if %p -> (tile<i64>) {
        %t = addi %w, %k1000 : tile<i64>
        yield %t : tile<i64>
      } else {
        %t = subi %z, %w : tile<i64>
        yield %t : tile<i64>
      }
      %m = muli %acc, %k31 : tile<i64>
      %n = addi %m, %v : tile<i64>
      continue %n : tile<i64>
    }
    %t = store_ptr_tko weak %out, %r : tile<ptr<i64>>, tile<i64> -> token
    return
  }
  entry @greater_than_or_equal_s_iv_left(%lo: tile<i8>, %hi: tile<i8>, %step: tile<i8>, %b: tile<i8>, %out: tile<ptr<i64>>) {
    %z = constant <i64: 0> : tile<i64>
    %k31 = constant <i64: 31> : tile<i64>
    %k1000 = constant <i64: 1000> : tile<i64>
    %r = for %i in (%lo to %hi, step %step) : tile<i8> iter_values(%acc = %z) -> (tile<i64>) {
      %p = cmpi greater_than_or_equal %i, %b, signed : tile<i8> -> tile<i1>
      %w = exti %i signed : tile<i8> -> tile<i64>
      %v = if %p -> (tile<i64>) {
        %t = addi %w, %k1000 : tile<i64>
        yield %t : tile<i64>
      } else {
        %t = subi %z, %w : tile<i64>
        yield %t : tile<i64>
      }
      %m = muli %acc, %k31 : tile<i64>
      %n = addi %m, %v : tile<i64>
      continue %n : tile<i64>
    }
    %t = store_ptr_tko weak %out, %r : tile<ptr<i64>>, tile<i64> -> token
    return
  }
  entry @greater_than_or_equal_s_iv_right(%lo: tile<i8>, %hi: tile<i8>, %step: tile<i8>, %b: tile<i8>, %out: tile<ptr<i64>>) {
    %z = constant <i64: 0> : tile<i64>
    %k31 = constant <i64: 31> : tile<i64>
    %k1000 = constant <i64: 1000> : tile<i64>
    %r = for %i in (%lo to %hi, step %step) : tile<i8> iter_values(%acc = %z) -> (tile<i64>) {
      %p = cmpi greater_than_or_equal %b, %i, signed : tile<i8> -> tile<i1>
      %w = exti %i signed : tile<i8> -> tile<i64>
      %v = if %p -> (tile<i64>) {
        %t = addi %w, %k1000 : tile<i64>
        yield %t : tile<i64>
      } else {
        %t = subi %z, %w : tile<i64>
        yield %t : tile<i64>
      }
      %m = muli %acc, %k31 : tile<i64>
      %n = addi %m, %v : tile<i64>
      continue %n : tile<i64>
    }
    %t = store_ptr_tko weak %out, %r : tile<ptr<i64>>, tile<i64> -> token
    return
  }
  entry @greater_than_or_equal_u_iv_left(%lo: tile<i8>, %hi: tile<i8>, %step: tile<i8>, %b: tile<i8>, %out: tile<ptr<i64>>) {
    %z = constant <i64: 0> : tile<i64>
    %k31 = constant <i64: 31> : tile<i64>
    %k1000 = constant <i64: 1000> : tile<i64>
    %r = for unsigned %i in (%lo to %hi, step %step) : tile<i8> iter_values(%acc = %z) -> (tile<i64>) {
      %p = cmpi greater_than_or_equal %i, %b, unsigned : tile<i8> -> tile<i1>
      %w = exti %i unsigned : tile<i8> -> tile<i64>
      %v = if %p -> (tile<i64>) {
        %t = addi %w, %k1000 : tile<i64>
        yield %t : tile<i64>
      } else {
        %t = subi %z, %w : tile<i64>
        yield %t : tile<i64>
      }
      %m = muli %acc, %k31 : tile<i64>
      %n = addi %m, %v : tile<i64>
      continue %n : tile<i64>
    }
    %t = store_ptr_tko weak %out, %r : tile<ptr<i64>>, tile<i64> -> token
    return
  }
  entry @greater_than_or_equal_u_iv_right(%lo: tile<i8>, %hi: tile<i8>, %step: tile<i8>, %b: tile<i8>, %out: tile<ptr<i64>>) {
    %z = constant <i64: 0> : tile<i64>
    %k31 = constant <i64: 31> : tile<i64>
    %k1000 = constant <i64: 1000> : tile<i64>
    %r = for unsigned %i in (%lo to %hi, step %step) : tile<i8> iter_values(%acc = %z) -> (tile<i64>) {
      %p = cmpi greater_than_or_equal %b, %i, unsigned : tile<i8> -> tile<i1>
      %w = exti %i unsigned : tile<i8> -> tile<i64>
      %v = if %p -> (tile<i64>) {
        %t = addi %w, %k1000 : tile<i64>
        yield %t : tile<i64>
      } else {
        %t = subi %z, %w : tile<i64>
        yield %t : tile<i64>
      }
      %m = muli %acc, %k31 : tile<i64>
      %n = addi %m, %v : tile<i64>
      continue %n : tile<i64>
    }
    %t = store_ptr_tko weak %out, %r : tile<ptr<i64>>, tile<i64> -> token
    return
  }
  entry @less_than_or_equal_s_i16(%lo: tile<i16>, %hi: tile<i16>, %step: tile<i16>, %b: tile<i16>, %out: tile<ptr<i64>>) {
    %z = constant <i64: 0> : tile<i64>
    %k31 = constant <i64: 31> : tile<i64>
    %k1000 = constant <i64: 1000> : tile<i64>
    %r = for %i in (%lo to %hi, step %step) : tile<i16> iter_values(%acc = %z) -> (tile<i64>) {
      %p = cmpi less_than_or_equal %i, %b, signed : tile<i16> -> tile<i1>
      %w = exti %i signed : tile<i16> -> tile<i64>
      %v = if %p -> (tile<i64>) {
        %t = addi %w, %k1000 : tile<i64>
        yield %t : tile<i64>
      } else {
        %t = subi %z, %w : tile<i64>
        yield %t : tile<i64>
      }
      %m = muli %acc, %k31 : tile<i64>
      %n = addi %m, %v : tile<i64>
      continue %n : tile<i64>
    }
    %t = store_ptr_tko weak %out, %r : tile<ptr<i64>>, tile<i64> -> token
    return
  }
  entry @less_than_or_equal_u_i16(%lo: tile<i16>, %hi: tile<i16>, %step: tile<i16>, %b: tile<i16>, %out: tile<ptr<i64>>) {
    %z = constant <i64: 0> : tile<i64>
    %k31 = constant <i64: 31> : tile<i64>
    %k1000 = constant <i64: 1000> : tile<i64>
    %r = for unsigned %i in (%lo to %hi, step %step) : tile<i16> iter_values(%acc = %z) -> (tile<i64>) {
      %p = cmpi less_than_or_equal %i, %b, unsigned : tile<i16> -> tile<i1>
      %w = exti %i unsigned : tile<i16> -> tile<i64>
      %v = if %p -> (tile<i64>) {
        %t = addi %w, %k1000 : tile<i64>
        yield %t : tile<i64>
      } else {
        %t = subi %z, %w : tile<i64>
        yield %t : tile<i64>
      }
      %m = muli %acc, %k31 : tile<i64>
      %n = addi %m, %v : tile<i64>
      continue %n : tile<i64>
    }
    %t = store_ptr_tko weak %out, %r : tile<ptr<i64>>, tile<i64> -> token
    return
  }
}
